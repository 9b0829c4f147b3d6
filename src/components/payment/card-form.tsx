import "../../i18n/modules/cart";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import "./card-form.css";

/** What the card form hands to `onSubmit`: the `payment/pay` and `wallet/top-up` card fields. */
export interface CardInput {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  card_name: string;
}

export interface CardFormProps {
  submitLabel: string;
  busy: boolean;
  /** The server's 422 field errors (`card_number`, `exp_month`, `exp_year`, `cvc`, `card_name`). */
  errors?: Record<string, string[]>;
  onSubmit(card: CardInput): void;
}

type Field = "card_number" | "expiry" | "cvc" | "card_name";

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** `4242424242424242` -> `4242 4242 4242 4242` (at most 19 digits). */
export const formatCardNumber = (text: string): string =>
  digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** Typing `1` `2` `2` `8` gives `12/28`; a leading digit above 1 becomes `0N/`. */
export const formatExpiry = (text: string, previous = ""): string => {
  let digits = digitsOf(text).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit too.
  if (previous.endsWith("/") && text.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && text.length > previous.length) return `${digits}/`;
  return digits;
};

/** Luhn check of a card number's digits. */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** `MM/YY` -> month and four-digit year, or null. */
export const parseExpiry = (text: string): { month: number; year: number } | null => {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
};

/**
 * Card fields for the test payment gateway: number (grouped by 4), expiry MM/YY, CVC, name on card; labelled inputs
 * with the browser's card autofill. Checks the obvious client-side (length, Luhn, expiry in the future, CVC 3-4
 * digits), then hands the fields to `onSubmit`; the server's 422 errors arrive in `errors`. Card data lives only in
 * this component's state: nothing is stored.
 */
export function CardForm({ submitLabel, busy, errors, onSubmit }: CardFormProps) {
  const { t } = useTranslation();
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [name, setName] = useState("");
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  // Server errors are shown until the field they concern is edited.
  const [edited, setEdited] = useState<Partial<Record<Field, boolean>>>({});
  const [lastErrors, setLastErrors] = useState(errors);
  if (errors !== lastErrors) {
    setLastErrors(errors);
    setEdited({});
  }

  const serverErrors = (field: Field): string[] => {
    if (edited[field] || !errors) return [];
    if (field === "expiry") return [...(errors.exp_month ?? []), ...(errors.exp_year ?? [])];
    return errors[field] ?? [];
  };
  const messagesOf = (field: Field): string[] => (local[field] ? [local[field] as string] : serverErrors(field));

  const touch = (field: Field) => {
    setEdited((e) => ({ ...e, [field]: true }));
    setLocal((l) => ({ ...l, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    const digits = digitsOf(number);
    if (!digits) found.card_number = t("cart.card.required");
    else if (digits.length < 12 || !luhnValid(digits)) found.card_number = t("cart.card.invalidNumber");
    const exp = parseExpiry(expiry);
    if (!expiry.trim()) found.expiry = t("cart.card.required");
    else if (!exp) found.expiry = t("cart.card.invalidExpiry");
    else {
      const now = new Date();
      const current = now.getFullYear() * 12 + now.getMonth() + 1;
      if (exp.year * 12 + exp.month < current) found.expiry = t("cart.card.expired");
    }
    if (!cvc) found.cvc = t("cart.card.required");
    else if (!/^\d{3,4}$/.test(cvc)) found.cvc = t("cart.card.invalidCvc");
    if (!name.trim()) found.card_name = t("cart.card.required");
    setLocal(found);
    if (Object.keys(found).length > 0 || !exp) {
      const first = (["card_number", "expiry", "cvc", "card_name"] as Field[]).find((f) => found[f]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    onSubmit({ card_number: digits, exp_month: exp.month, exp_year: exp.year, cvc, card_name: name.trim() });
  };

  const describe = (field: Field) =>
    messagesOf(field).length ? { "aria-invalid": true, "aria-describedby": idOf(`${field}-error`) } : {};
  const errorOf = (field: Field) => {
    const messages = messagesOf(field);
    return messages.length ? (
      <p className="kh-card-error" id={idOf(`${field}-error`)} role="alert">
        {messages.join(" ")}
      </p>
    ) : null;
  };
  const otherErrors = errors?.order_id ?? errors?.amount ?? [];

  return (
    <form className="kh-card-form" onSubmit={submit} noValidate data-testid="card-form">
      <p className="kh-card-note" data-testid="card-test-note">
        {t("cart.card.testNote")}
      </p>
      {otherErrors.length ? (
        <p className="kh-card-error" role="alert">
          {otherErrors.join(" ")}
        </p>
      ) : null}
      <div className="kh-card-field">
        <label htmlFor={idOf("card_number")}>{t("cart.card.number")}</label>
        <input
          id={idOf("card_number")}
          name="cardnumber"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          value={number}
          onChange={(e) => {
            setNumber(formatCardNumber(e.target.value));
            touch("card_number");
          }}
          {...describe("card_number")}
        />
        {errorOf("card_number")}
      </div>
      <div className="kh-card-row">
        <div className="kh-card-field">
          <label htmlFor={idOf("expiry")}>{t("cart.card.expiry")}</label>
          <input
            id={idOf("expiry")}
            name="cc-exp"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            dir="ltr"
            placeholder={t("cart.card.expiryPlaceholder")}
            maxLength={5}
            value={expiry}
            onChange={(e) => {
              setExpiry(formatExpiry(e.target.value, expiry));
              touch("expiry");
            }}
            {...describe("expiry")}
          />
          {errorOf("expiry")}
        </div>
        <div className="kh-card-field">
          <label htmlFor={idOf("cvc")}>{t("cart.card.cvc")}</label>
          <input
            id={idOf("cvc")}
            name="cvc"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => {
              setCvc(digitsOf(e.target.value).slice(0, 4));
              touch("cvc");
            }}
            {...describe("cvc")}
          />
          {errorOf("cvc")}
        </div>
      </div>
      <div className="kh-card-field">
        <label htmlFor={idOf("card_name")}>{t("cart.card.name")}</label>
        <input
          id={idOf("card_name")}
          name="ccname"
          type="text"
          autoComplete="cc-name"
          maxLength={100}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            touch("card_name");
          }}
          {...describe("card_name")}
        />
        {errorOf("card_name")}
      </div>
      <button type="submit" className="kh-button kh-card-submit" disabled={busy} aria-busy={busy}>
        {busy ? t("cart.card.processing") : submitLabel}
      </button>
    </form>
  );
}

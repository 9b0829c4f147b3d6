import "../../i18n/modules/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type FieldErrors, getNotifier, isApiError } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { CardForm } from "../../components/payment/card-form";
import { Dialog, FIRST_FIELD } from "../../components/storefront/ui/dialog";
import { formatMoney } from "../../lib/format";
import { idempotencyHeaders, useIdempotencyKey } from "../../lib/idempotency";
import { useApi } from "../../lib/use-api";
import type { CardFields, TopUpAnswer, WalletBalance } from "./types";
import {
  FieldError,
  PRIVATE,
  refreshWallet,
  SHOWN_ON_FIELDS,
  TOP_UP_MAX,
  TOP_UP_MIN,
  TOP_UP_PRESETS,
} from "./wallet-parts";
import "./wallet.css";

/** Top up the wallet by card: a preset amount or a custom one (AED 10-5,000), then the card form. */
export function TopUpModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const client = useQueryClient();
  const balance = useApi<WalletBalance>(ENDPOINTS.walletBalance, {}, PRIVATE);
  const [choice, setChoice] = useState<string>("100");
  const [custom, setCustom] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<TopUpAnswer | null>(null);
  // A new key once an answer came back (a decline or 422 is stored under the key; the next card is a new intent).
  const [attempt, setAttempt] = useState(0);
  const amountText = choice === "custom" ? custom.trim() : choice;
  const amount = Number(amountText);
  const amountValid = amountText !== "" && Number.isFinite(amount) && amount >= TOP_UP_MIN && amount <= TOP_UP_MAX;
  const key = useIdempotencyKey([amountText, attempt]);
  const money = (value: number | string | null | undefined) => formatMoney(value, i18n.language);

  const pick = (value: string) => {
    setChoice(value);
    setErrors(({ amount: _a, ...rest }) => rest);
    setDeclined(null);
  };

  const submit = async (card: CardFields) => {
    if (!amountValid) {
      setErrors((e) => ({
        ...e,
        amount: [t("wallet.topUp.amountRange", { min: money(TOP_UP_MIN), max: money(TOP_UP_MAX) })],
      }));
      document.getElementById(`${uid}-custom`)?.focus();
      return;
    }
    setBusy(true);
    setDeclined(null);
    try {
      const res = await api.post<TopUpAnswer>(
        ENDPOINTS.walletTopUp,
        { amount, ...card },
        { silent: true, ...idempotencyHeaders(key) },
      );
      setErrors({});
      setDone(res.data);
      await refreshWallet(client);
      getNotifier().success(t("wallet.topUp.success", { amount: money(res.data.transaction?.amount ?? amount) }));
    } catch (err) {
      if (isApiError(err) && err.status !== 0) setAttempt((n) => n + 1);
      if (isApiError(err) && err.status === 402) setDeclined(err.message || t("wallet.topUp.declined"));
      else if (isApiError(err) && err.status === 422 && err.errors) {
        setErrors(err.errors);
        if (!Object.keys(err.errors).some((f) => SHOWN_ON_FIELDS.includes(f))) setDeclined(err.message);
      } else setDeclined(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const { amount: amountErrors, ...cardErrors } = errors;

  return (
    <Dialog open title={t("wallet.topUp.title")} onClose={onClose} initialFocus={FIRST_FIELD} testId="top-up-dialog">
      {done ? (
        <div className="kh-wallet-done" role="status">
          <p>{t("wallet.topUp.done", { amount: money(done.transaction?.amount) })}</p>
          <p className="kh-wallet-done-balance">
            {t("wallet.topUp.newBalance")} <bdi data-testid="top-up-new-balance">{money(done.balance)}</bdi>
          </p>
          <button type="button" className="kh-button" onClick={onClose}>
            {t("wallet.done")}
          </button>
        </div>
      ) : (
        <div className="kh-wallet-modal">
          {balance.data ? (
            <p className="kh-wallet-muted">
              {t("wallet.topUp.current")} <bdi>{money(balance.data.balance)}</bdi>
            </p>
          ) : null}
          <fieldset className="kh-wallet-field">
            <legend>{t("wallet.topUp.amount")}</legend>
            <div className="kh-wallet-chips">
              {TOP_UP_PRESETS.map((p) => (
                <label key={p} className="kh-wallet-chip">
                  <input
                    type="radio"
                    name={`${uid}-amount`}
                    value={String(p)}
                    checked={choice === String(p)}
                    onChange={() => pick(String(p))}
                  />
                  <span>
                    <bdi>{money(p)}</bdi>
                  </span>
                </label>
              ))}
              <label className="kh-wallet-chip">
                <input
                  type="radio"
                  name={`${uid}-amount`}
                  value="custom"
                  checked={choice === "custom"}
                  onChange={() => pick("custom")}
                />
                <span>{t("wallet.topUp.custom")}</span>
              </label>
            </div>
            {choice === "custom" ? (
              <div className="kh-wallet-custom">
                <label htmlFor={`${uid}-custom`}>
                  {t("wallet.topUp.customLabel", { min: money(TOP_UP_MIN), max: money(TOP_UP_MAX) })}
                </label>
                <input
                  id={`${uid}-custom`}
                  type="number"
                  inputMode="decimal"
                  min={TOP_UP_MIN}
                  max={TOP_UP_MAX}
                  step="0.01"
                  dir="ltr"
                  value={custom}
                  onChange={(e) => {
                    setCustom(e.target.value);
                    setErrors(({ amount: _a, ...rest }) => rest);
                    setDeclined(null);
                  }}
                  {...(amountErrors?.length ? { "aria-invalid": true, "aria-describedby": `${uid}-amount-error` } : {})}
                />
              </div>
            ) : null}
            <FieldError id={`${uid}-amount-error`} messages={amountErrors} />
          </fieldset>
          {declined ? (
            <p className="kh-wallet-alert" role="alert" data-testid="top-up-error">
              {declined}
            </p>
          ) : null}
          <CardForm
            submitLabel={amountValid ? t("wallet.topUp.pay", { amount: money(amount) }) : t("wallet.topUp.submit")}
            busy={busy}
            errors={cardErrors}
            onSubmit={(card) => void submit(card)}
          />
        </div>
      )}
    </Dialog>
  );
}

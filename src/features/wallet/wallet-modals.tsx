import "../../i18n/modules/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type FieldErrors, getNotifier, isApiError } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { CardForm } from "../../components/payment/card-form";
import { Dialog, FIRST_FIELD } from "../../components/storefront/ui/dialog";
import { formatDateTime, formatMoney, formatNumber } from "../../lib/format";
import { idempotencyHeaders, useIdempotencyKey } from "../../lib/idempotency";
import { useApi } from "../../lib/use-api";
import { useKhidmaStore } from "../../state";
import type { CardFields, LoyaltySummary, RedeemAnswer, TopUpAnswer, WalletBalance } from "./types";
import "./wallet.css";

export const TOP_UP_PRESETS = [50, 100, 200, 500] as const;
export const TOP_UP_MIN = 10;
export const TOP_UP_MAX = 5000;
const PRIVATE = { meta: { persist: false }, staleTime: 0 } as const;
/** 422 fields shown next to their input (the amount here, the card fields in `CardForm`). */
const SHOWN_ON_FIELDS = ["amount", "card_number", "exp_month", "exp_year", "cvc", "card_name"];

/** Refetches everything a wallet change moves: balance, transactions, loyalty. */
export const refreshWallet = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [ENDPOINTS.walletBalance, ENDPOINTS.walletTransactions, ENDPOINTS.loyaltySummary].map((url) =>
      client.invalidateQueries({ queryKey: ["v2", url] }),
    ),
  );

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-wallet-field-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}

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

/** Redeem loyalty points into the wallet: points held, the earn and redeem rates, the history. */
export function LoyaltyModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const client = useQueryClient();
  const summary = useApi<LoyaltySummary>(ENDPOINTS.loyaltySummary, {}, PRIVATE);
  const [points, setPoints] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RedeemAnswer | null>(null);
  const money = (value: number | string | null | undefined) => formatMoney(value, i18n.language);
  const s = summary.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const n = Number(points);
    if (!s) return;
    if (!Number.isInteger(n) || n < s.min_redeem_points || n > s.points) {
      setErrors({ points: [t("wallet.loyalty.pointsRange", { min: s.min_redeem_points, max: s.points })] });
      return;
    }
    setBusy(true);
    try {
      const res = await api.post<RedeemAnswer>(ENDPOINTS.loyaltyRedeem, { points: n }, { silent: true });
      setErrors({});
      setDone(res.data);
      setPoints("");
      await refreshWallet(client);
      getNotifier().success(t("wallet.loyalty.success", { amount: money(res.data.credited) }));
    } catch (err) {
      if (isApiError(err) && err.status === 422 && err.errors) setErrors(err.errors);
      else setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t("wallet.loyalty.title")} onClose={onClose} initialFocus={FIRST_FIELD} testId="loyalty-dialog">
      {summary.isLoading ? (
        <p className="kh-wallet-muted">{t("common.loading")}</p>
      ) : !s ? (
        <p className="kh-wallet-alert" role="alert">
          {t("wallet.error")}
        </p>
      ) : (
        <div className="kh-wallet-modal">
          <div className="kh-wallet-points">
            <strong>
              <bdi data-testid="loyalty-points">{formatNumber(s.points, 0)}</bdi> {t("wallet.loyalty.pointsUnit")}
            </strong>
            <span className="kh-wallet-muted">
              {t("wallet.loyalty.worth")} <bdi>{money(s.value)}</bdi>
            </span>
          </div>
          <p className="kh-wallet-muted" data-testid="loyalty-rate">
            {t("wallet.loyalty.rate", {
              aed: formatNumber(s.points_per_aed > 0 ? 1 / s.points_per_aed : 0, 0),
              points: s.min_redeem_points,
              amount: money(s.min_redeem_points * s.aed_per_point),
            })}
          </p>
          {done ? (
            <p className="kh-wallet-success" role="status" data-testid="loyalty-credited">
              {t("wallet.loyalty.credited", { amount: money(done.credited), balance: money(done.balance) })}
            </p>
          ) : null}
          {s.points >= s.min_redeem_points ? (
            <form className="kh-wallet-redeem" onSubmit={submit} noValidate>
              {formError ? (
                <p className="kh-wallet-alert" role="alert">
                  {formError}
                </p>
              ) : null}
              <div className="kh-wallet-field">
                <label htmlFor={`${uid}-points`}>{t("wallet.loyalty.redeemLabel", { min: s.min_redeem_points })}</label>
                <div className="kh-wallet-inline">
                  <input
                    id={`${uid}-points`}
                    type="number"
                    inputMode="numeric"
                    min={s.min_redeem_points}
                    max={s.points}
                    step={1}
                    dir="ltr"
                    value={points}
                    onChange={(e) => {
                      setPoints(e.target.value);
                      setErrors({});
                    }}
                    {...(errors.points?.length
                      ? { "aria-invalid": true, "aria-describedby": `${uid}-points-error` }
                      : {})}
                  />
                  <button
                    type="button"
                    className="kh-button kh-ghost"
                    onClick={() => {
                      setPoints(String(s.points));
                      setErrors({});
                    }}
                  >
                    {t("wallet.loyalty.all")}
                  </button>
                </div>
                <FieldError id={`${uid}-points-error`} messages={errors.points} />
              </div>
              <button type="submit" className="kh-button" disabled={busy} aria-busy={busy}>
                {busy ? t("wallet.loyalty.redeeming") : t("wallet.loyalty.redeem")}
              </button>
            </form>
          ) : (
            <p className="kh-wallet-note">{t("wallet.loyalty.notEnough", { min: s.min_redeem_points })}</p>
          )}
          <section className="kh-wallet-history" aria-labelledby={`${uid}-history`}>
            <h3 id={`${uid}-history`}>{t("wallet.loyalty.history")}</h3>
            {s.history.length === 0 ? (
              <p className="kh-wallet-muted">{t("wallet.loyalty.noHistory")}</p>
            ) : (
              <ul>
                {s.history.map((h) => (
                  <li
                    key={`${h.created_at}|${h.type}|${h.points}|${h.booking_number ?? ""}`}
                    className="kh-wallet-history-row"
                  >
                    <span>
                      {t(`wallet.loyalty.types.${h.type}`, { defaultValue: h.type })}
                      {h.booking_number ? <small> · {h.booking_number}</small> : null}
                      <small className="kh-wallet-muted"> · {formatDateTime(h.created_at)}</small>
                    </span>
                    <bdi className={h.points < 0 ? "kh-wallet-debit" : "kh-wallet-credit"}>
                      {h.points > 0 ? "+" : ""}
                      {formatNumber(h.points, 0)}
                    </bdi>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}

/** Mounted by the header's host while a UI flag is set; closing clears the flag. */
export default function WalletModals() {
  const topUpOpen = useKhidmaStore((s) => Boolean(s.ui.topUpOpen));
  const loyaltyOpen = useKhidmaStore((s) => Boolean(s.ui.loyaltyOpen));
  const setTopUpOpen = useKhidmaStore((s) => s.setTopUpOpen);
  const setLoyaltyOpen = useKhidmaStore((s) => s.setLoyaltyOpen);
  if (topUpOpen) return <TopUpModal onClose={() => setTopUpOpen(false)} />;
  if (loyaltyOpen) return <LoyaltyModal onClose={() => setLoyaltyOpen(false)} />;
  return null;
}

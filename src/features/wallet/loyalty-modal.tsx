import "../../i18n/modules/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type FieldErrors, getNotifier, isApiError } from "../../api";
import { ENDPOINTS } from "../../api/endpoints";
import { Dialog, FIRST_FIELD } from "../../components/storefront/ui/dialog";
import { formatDateTime, formatMoney, formatNumber } from "../../lib/format";
import { useApi } from "../../lib/use-api";
import type { LoyaltySummary, RedeemAnswer } from "./types";
import { FieldError, PRIVATE, refreshWallet } from "./wallet-parts";
import "./wallet.css";

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

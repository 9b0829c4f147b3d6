import "../../../../i18n/modules/wallet";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Paginated } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { Pager } from "../../../../components/storefront/cards";
import { WalletModalsHost } from "../../../../components/storefront/notifications/wallet-modals-host";
import type { WalletBalance, WalletTransaction } from "../../../../features/wallet/types";
import { formatDateTime, formatMoney, formatNumber } from "../../../../lib/format";
import { useApi } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import { WalletPageHead } from "./page-head";
import "../../../../features/wallet/wallet.css";

const PAGE_SIZE = 10;
const PRIVATE = { meta: { persist: false }, staleTime: 0 } as const;

/** A signed amount: credits green with "+", debits red with "-" (the sign is also spoken, not only coloured). */
export function SignedAmount({ amount }: { amount: number | string }) {
  const { i18n } = useTranslation();
  const value = Number(amount);
  const credit = value >= 0;
  return (
    <bdi className={credit ? "kh-wallet-credit" : "kh-wallet-debit"} data-testid="tx-amount">
      {credit ? "+" : "-"}
      {formatMoney(Math.abs(value), i18n.language)}
    </bdi>
  );
}

/** /wallet: balance, loyalty points, top up and redeem (the header hosts both dialogs), transactions. */
export default function WalletPage() {
  const { t, i18n } = useTranslation();
  const setTopUpOpen = useKhidmaStore((s) => s.setTopUpOpen);
  const setLoyaltyOpen = useKhidmaStore((s) => s.setLoyaltyOpen);
  const [page, setPage] = useState(1);
  const balance = useApi<WalletBalance>(ENDPOINTS.walletBalance, {}, PRIVATE);
  const tx = useApi<Paginated<WalletTransaction>>(ENDPOINTS.walletTransactions, { page, limit: PAGE_SIZE }, PRIVATE);
  const money = (value: number | string | null | undefined) => formatMoney(value, i18n.language);
  const b = balance.data;
  const rows = tx.data?.data ?? [];

  return (
    <main className="kh-section kh-wallet">
      <div className="kh-container kh-wallet-inner">
        <WalletPageHead title={t("wallet.title")} subtitle={t("wallet.subtitle")} />

        {balance.isError ? (
          <div className="kh-wallet-empty" role="alert">
            <p>{t("wallet.error")}</p>
            <button type="button" className="kh-button kh-ghost" onClick={() => void balance.refetch()}>
              {t("wallet.retry")}
            </button>
          </div>
        ) : (
          <div className="kh-wallet-cards">
            <section className="kh-wallet-card kh-wallet-balance-card" aria-labelledby="kh-wallet-balance">
              <p className="kh-wallet-label" id="kh-wallet-balance">
                {t("wallet.balance")}
              </p>
              <p className="kh-wallet-amount" data-testid="wallet-balance" aria-busy={balance.isLoading}>
                {b ? <bdi>{money(b.balance)}</bdi> : "…"}
              </p>
              <button type="button" className="kh-button" onClick={() => setTopUpOpen(true)}>
                {t("wallet.topUp.open")}
              </button>
            </section>
            <section className="kh-wallet-card" aria-labelledby="kh-wallet-points">
              <p className="kh-wallet-label" id="kh-wallet-points">
                {t("wallet.loyalty.title")}
              </p>
              <p className="kh-wallet-amount" data-testid="wallet-points">
                {b ? formatNumber(b.loyalty_points, 0) : "…"}
              </p>
              {b ? (
                <p className="kh-wallet-muted">
                  {t("wallet.loyalty.worth")} <bdi data-testid="wallet-points-value">{money(b.loyalty_value)}</bdi>
                </p>
              ) : null}
              <button type="button" className="kh-button kh-ghost" onClick={() => setLoyaltyOpen(true)}>
                {t("wallet.loyalty.open")}
              </button>
            </section>
          </div>
        )}

        <section className="kh-wallet-section" aria-labelledby="kh-wallet-tx">
          <h2 id="kh-wallet-tx">{t("wallet.transactions.title")}</h2>
          {tx.isLoading ? (
            <p className="kh-wallet-muted">{t("common.loading")}</p>
          ) : tx.isError ? (
            <div className="kh-wallet-empty" role="alert">
              <p>{t("wallet.error")}</p>
              <button type="button" className="kh-button kh-ghost" onClick={() => void tx.refetch()}>
                {t("wallet.retry")}
              </button>
            </div>
          ) : rows.length === 0 ? (
            <p className="kh-wallet-empty">{t("wallet.transactions.empty")}</p>
          ) : (
            <>
              <ul className="kh-wallet-tx" aria-label={t("wallet.transactions.title")} aria-busy={tx.isFetching}>
                {rows.map((row) => (
                  <li key={row.id} data-testid="wallet-tx">
                    <span className="kh-wallet-tx-text">
                      <strong>{row.description}</strong>
                      <small>
                        {t(`wallet.transactions.types.${row.type}`, { defaultValue: row.type })}
                        {row.order_number ? (
                          <>
                            {" · "}
                            {t("wallet.transactions.order")} <bdi>{row.order_number}</bdi>
                          </>
                        ) : null}
                      </small>
                      <small>
                        <time dateTime={row.created_at}>
                          <bdi>{formatDateTime(row.created_at)}</bdi>
                        </time>
                      </small>
                    </span>
                    <span className="kh-wallet-tx-amount">
                      <SignedAmount amount={row.amount} />
                      <small>
                        {t("wallet.transactions.balanceAfter")} <bdi>{money(row.balance_after)}</bdi>
                      </small>
                    </span>
                  </li>
                ))}
              </ul>
              <Pager page={page} lastPage={tx.data?.last_page ?? 1} onChange={setPage} />
            </>
          )}
        </section>
      </div>
      <WalletModalsHost />
    </main>
  );
}

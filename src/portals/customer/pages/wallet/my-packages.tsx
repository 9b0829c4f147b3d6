import "../../../../i18n/modules/packages";
import "../../../../i18n/modules/wallet";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Paginated } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { Pager } from "../../../../components/storefront/cards";
import type { Subscription } from "../../../../features/wallet/types";
import { formatDate, formatMoney } from "../../../../lib/format";
import { useApi } from "../../../../lib/use-api";
import { monthsLabel } from "./helpers";
import { PackageVisits } from "./package-visits";
import { WalletPageHead } from "./page-head";
import "../../../../features/wallet/wallet.css";

const PAGE_SIZE = 10;
/** Paid subscriptions have a tax invoice; a pending one still waits for its card payment. */
const PAID = new Set(["active", "expired"]);

function SubscriptionCard({ sub }: { sub: Subscription }) {
  const { t, i18n } = useTranslation();
  const used = Math.min(sub.visits_used, sub.visits_total);
  return (
    <li className="kh-mypkg-card" data-testid="subscription-card">
      <div className="kh-mypkg-top">
        {sub.package.image ? (
          <img src={sub.package.image} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className="kh-mypkg-initial" aria-hidden="true">
            {sub.package.name.trim().charAt(0)}
          </span>
        )}
        <div className="kh-mypkg-title">
          <h2>{sub.package.name}</h2>
          <span className="kh-wallet-muted">{sub.partner?.name}</span>
          <small className="kh-wallet-muted">
            {t("wallet.myPackages.number")} <bdi>{sub.number}</bdi>
          </small>
        </div>
        <span className={`kh-mypkg-status kh-mypkg-status-${sub.status}`} data-testid="subscription-status">
          {t(`wallet.myPackages.status.${sub.status}`, { defaultValue: sub.status })}
        </span>
      </div>
      <dl className="kh-mypkg-facts">
        <div>
          <dt>{t("wallet.myPackages.duration")}</dt>
          <dd>{monthsLabel(t, sub.duration?.months ?? 0)}</dd>
        </div>
        <div>
          <dt>{t("wallet.myPackages.property")}</dt>
          <dd>
            {t(`packages.types.${sub.property_type}`, { defaultValue: sub.property_type })} ·{" "}
            {t(`wallet.sizes.${sub.property_size}`, { defaultValue: sub.property_size })}
          </dd>
        </div>
        <div>
          <dt>{t("wallet.myPackages.starts")}</dt>
          <dd>
            <bdi>{formatDate(sub.starts_on)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("wallet.myPackages.ends")}</dt>
          <dd>
            <bdi>{formatDate(sub.ends_on)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("wallet.myPackages.total")}</dt>
          <dd>
            <bdi>{formatMoney(sub.total, i18n.language)}</bdi>
          </dd>
        </div>
      </dl>
      <div className="kh-mypkg-progress">
        <span>{t("wallet.myPackages.visits", { used, total: sub.visits_total })}</span>
        <progress
          max={Math.max(sub.visits_total, 1)}
          value={used}
          aria-label={t("wallet.myPackages.visits", { used, total: sub.visits_total })}
        />
      </div>
      {sub.status === "active" ? <PackageVisits subscriptionId={sub.id} /> : null}
      <div className="kh-mypkg-actions">
        {PAID.has(sub.status) && sub.order_id ? (
          <Link to={`/invoice/${sub.order_id}`} className="kh-wallet-link" data-testid="subscription-invoice">
            {t("wallet.myPackages.invoice")}
          </Link>
        ) : null}
        {sub.status === "pending" && sub.order_id ? (
          <Link to={`/booking/summary/${sub.order_id}`} className="kh-wallet-link">
            {t("wallet.myPackages.pay")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** /profile/packages: the customer's package subscriptions, and the visits of each active one (issue 16). */
export default function MyPackagesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useApi<Paginated<Subscription>>(
    ENDPOINTS.packageSubscriptions,
    { page, limit: PAGE_SIZE },
    { staleTime: 0, meta: { persist: false } },
  );
  const items = list.data?.data ?? [];

  return (
    <main className="kh-section kh-wallet">
      <div className="kh-container kh-wallet-inner">
        <WalletPageHead
          title={t("wallet.myPackages.title")}
          subtitle={t("wallet.myPackages.subtitle")}
          action={
            <Link to="/packages" className="kh-button kh-ghost">
              {t("wallet.myPackages.browse")}
            </Link>
          }
        />
        {list.isLoading ? (
          <p className="kh-wallet-muted">{t("common.loading")}</p>
        ) : list.isError ? (
          <div className="kh-wallet-empty" role="alert">
            <p>{t("wallet.error")}</p>
            <button type="button" className="kh-button kh-ghost" onClick={() => void list.refetch()}>
              {t("wallet.retry")}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="kh-wallet-empty">
            <p>{t("wallet.myPackages.empty")}</p>
            <Link to="/packages" className="kh-button">
              {t("wallet.myPackages.browse")}
            </Link>
          </div>
        ) : (
          <>
            <ul className="kh-mypkg-list" aria-busy={list.isFetching}>
              {items.map((sub) => (
                <SubscriptionCard key={sub.id} sub={sub} />
              ))}
            </ul>
            <Pager page={page} lastPage={list.data?.last_page ?? 1} onChange={setPage} />
          </>
        )}
      </div>
    </main>
  );
}

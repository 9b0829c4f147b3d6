import "../../../../i18n/modules/bookings";
import "../../../../i18n/modules/package-visits";
import { type KeyboardEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Paginated } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { EmptyState, ErrorState, Pager, SkeletonGrid } from "../../../../components/storefront/cards";
import { PartnerLogo } from "./partner-logo";
import { BookingStatusBadge, PaymentBadge } from "./status-badges";
import type { Booking } from "./types";
import { useFormat } from "./use-format";
import { useSilentApi } from "./use-silent-api";
import "./bookings.css";
import "../wallet/package-visits.css";

export const TABS = ["upcoming", "past", "cancelled"] as const;
export type Tab = (typeof TABS)[number];
const PAGE_SIZE = 10;

function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const f = useFormat();
  const services = booking.services ?? [];
  const shown = services.slice(0, 2);
  return (
    <li className="kh-bk-card" data-testid="booking-card">
      <Link
        to={`/bookings/${booking.id}`}
        className="kh-bk-card-link"
        aria-label={t("bookings.card.open", { number: f.iso(booking.number), provider: booking.partner?.name ?? "" })}
      >
        <div className="kh-bk-card-head">
          <PartnerLogo name={booking.partner?.name ?? ""} logo={booking.partner?.logo ?? null} />
          <div className="kh-bk-card-title">
            <strong className="kh-bk-provider">{booking.partner?.name}</strong>
            <span className="kh-bk-muted kh-bk-small">
              <bdi>{booking.number}</bdi>
            </span>
          </div>
          <BookingStatusBadge status={booking.status} label={booking.status_label} />
        </div>
        {booking.package ? (
          <p className="kh-bk-package" data-testid="booking-package">
            {t("packageVisits.bookingTag", { name: booking.package.name })}
          </p>
        ) : null}
        <ul className="kh-bk-services" aria-label={t("bookings.services")}>
          {shown.map((s) => (
            <li key={s.service_id}>
              {s.name}
              {s.quantity > 1 ? (
                <span className="kh-bk-muted">
                  {" "}
                  × <bdi>{s.quantity}</bdi>
                </span>
              ) : null}
            </li>
          ))}
          {services.length > shown.length ? (
            <li className="kh-bk-muted">{t("bookings.card.more", { count: services.length - shown.length })}</li>
          ) : null}
        </ul>
        <div className="kh-bk-when">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
            />
          </svg>
          <span>
            <bdi data-testid="booking-date">{f.date(booking.scheduled_at)}</bdi>
            <span aria-hidden="true"> · </span>
            <bdi data-testid="booking-time">{f.time(booking.scheduled_at)}</bdi>
          </span>
        </div>
        <div className="kh-bk-card-foot">
          <span className="kh-bk-total">
            <span className="kh-bk-muted kh-bk-small">{t("bookings.total")}</span>{" "}
            <bdi data-testid="booking-total">
              {booking.package ? t("packageVisits.included") : f.money(booking.total)}
            </bdi>
          </span>
          <PaymentBadge status={booking.payment_status} />
        </div>
      </Link>
    </li>
  );
}

/** /bookings: the customer's bookings in three tabs (status and page in the URL, so back and refresh keep them). */
export default function BookingsPage() {
  const { t } = useTranslation();
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? "") ? (raw as Tab) : "upcoming";
  const page = Math.max(1, Number(params.get("page")) || 1);
  // Silent: a failure shows the inline error with a retry instead of a toast as well.
  const list = useSilentApi<Paginated<Booking>>(ENDPOINTS.bookingList, { status: tab, page, limit: PAGE_SIZE });
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const go = (next: { status?: Tab; page?: number }) => {
    const q = new URLSearchParams(params);
    if (next.status) {
      q.set("status", next.status);
      q.delete("page");
    }
    if (next.page !== undefined) {
      if (next.page > 1) q.set("page", String(next.page));
      else q.delete("page");
    }
    setParams(q, { preventScrollReset: next.page === undefined });
    if (next.page !== undefined) window.scrollTo?.({ top: 0, behavior: "smooth" });
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === "rtl";
    const step =
      e.key === "ArrowRight"
        ? rtl
          ? -1
          : 1
        : e.key === "ArrowLeft"
          ? rtl
            ? 1
            : -1
          : e.key === "Home"
            ? -index
            : e.key === "End"
              ? TABS.length - 1 - index
              : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    tabRefs.current[next]?.focus();
    go({ status: TABS[next] });
  };

  const data: Paginated<Booking> | undefined = list.data;
  const items = data?.data ?? [];
  const showSkeleton = list.isLoading || (list.isFetching && list.isPlaceholderData);

  return (
    <main className="kh-section kh-bk">
      <div className="kh-container kh-bk-inner">
        <header className="kh-bk-page-head">
          <h1>{t("bookings.title")}</h1>
          <p className="kh-bk-muted">{t("bookings.subtitle")}</p>
        </header>

        <div className="kh-bk-tabs" role="tablist" aria-label={t("bookings.tabsLabel")}>
          {TABS.map((key, i) => (
            <button
              key={key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${uid}-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`${uid}-panel`}
              tabIndex={tab === key ? 0 : -1}
              className="kh-bk-tab"
              onClick={() => go({ status: key })}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t(`bookings.tabs.${key}`)}
            </button>
          ))}
        </div>

        <section id={`${uid}-panel`} role="tabpanel" aria-labelledby={`${uid}-tab-${tab}`} className="kh-bk-panel">
          {showSkeleton ? (
            <SkeletonGrid count={3} variant="row" className="kh-bk-list" />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              message={t(`bookings.empty.${tab}`)}
              action={
                <Link to="/categories" className="kh-button">
                  {t("bookings.empty.browse")}
                </Link>
              }
            />
          ) : (
            <>
              <ul className="kh-bk-list" aria-label={t(`bookings.tabs.${tab}`)}>
                {items.map((b) => (
                  <BookingCard key={b.id} booking={b} />
                ))}
              </ul>
              <Pager
                page={data?.current_page ?? page}
                lastPage={data?.last_page ?? 1}
                onChange={(p) => go({ page: p })}
              />
            </>
          )}
        </section>
      </div>
    </main>
  );
}

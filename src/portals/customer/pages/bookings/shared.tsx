import "../../../../i18n/modules/bookings";
import { keepPreviousData, type QueryClient, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api, isApiError, type QueryParams } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { ErrorState, initialOf, SkeletonDetails } from "../../../../components/storefront/cards";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";
import { type BadgeTone, StatusBadge } from "../../../../components/storefront/ui/status-badge";
import { formatMoney, formattersFor } from "../../../../lib/format";
import { cleanSearchPairs } from "../../../../lib/url";
import { useKhidmaStore } from "../../../../state";

/**
 * `useApi` without the API layer's toast (`silent`): these screens show their own inline error (a 404 "not yet paid"
 * invoice is not an error worth a toast). Same query key shape as `useApi`, so invalidating `["v2", url]` refreshes it.
 */
export function useSilentApi<T>(
  url: string | null,
  params: QueryParams = {},
  options: Omit<UseQueryOptions<T>, "queryKey" | "queryFn"> = {},
) {
  const { i18n } = useTranslation();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const clean = Object.fromEntries(cleanSearchPairs(params as Record<string, unknown>));
  return useQuery<T>({
    queryKey: ["v2", url, clean, i18n.language, userId],
    queryFn: async () => (await api.get<T>(url as string, clean, { silent: true })).data,
    enabled: url !== null && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    ...options,
  });
}

/** Refreshes every bookings list and the given booking's details after a change. */
export async function refreshBookings(client: QueryClient, detailsUrl?: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.bookingList] }),
    detailsUrl ? client.invalidateQueries({ queryKey: ["v2", detailsUrl] }) : Promise.resolve(),
  ]);
}

/** Date/time in Asia/Dubai with the settings' formats, and AED money in the UI language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const settings = useKhidmaStore((s) => s.config.settings);
  const fmt = formattersFor(settings);
  const rtl = i18n.language.startsWith("ar");
  return {
    ...fmt,
    money: (amount: number | string | null | undefined) => formatMoney(amount, i18n.language),
    /**
     * In Arabic, wraps a Latin code, date, time or amount put into a sentence in Unicode isolates (FSI…PDI), so
     * "BK-000041" or "10:00 AM" stays whole and in order; English text is left as is.
     */
    iso: (text: string | number | null | undefined): string => (rtl ? `\u2068${text ?? ""}\u2069` : String(text ?? "")),
  };
}

/** The cancellation rule numbers from `settings.cancellation` (docs/commerce-api.md), with the documented defaults. */
export function useCancellationRules() {
  const settings = useKhidmaStore((s) => s.config.settings);
  const c = (settings?.cancellation ?? {}) as Partial<Record<string, number>>;
  return {
    free: c.free_hours ?? 12,
    late: c.late_hours ?? 2,
    latePercent: c.late_percent ?? 25,
    veryLatePercent: c.very_late_percent ?? 50,
    missedPercent: c.missed_percent ?? 100,
  };
}

export const STEPS = [
  "requested",
  "confirmed",
  "technician-assigned",
  "on-the-way",
  "in-progress",
  "completed",
] as const;

const STATUS_TONE: Record<string, BadgeTone> = {
  requested: "warning",
  confirmed: "info",
  "technician-assigned": "primary",
  "on-the-way": "progress",
  "in-progress": "progress",
  completed: "success",
  cancelled: "danger",
};

const PAYMENT_TONE: Record<string, BadgeTone> = {
  paid: "success",
  pending: "warning",
  cash: "neutral",
  refunded: "info",
  failed: "danger",
};

/** "Confirmed" etc.: our own strings (both languages), the server's label for a status we do not know. */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string, serverLabel?: string) =>
    t(`bookings.status.${status}`, { defaultValue: serverLabel || status });
}

export function BookingStatusBadge({ status, label }: { status: string; label?: string }) {
  const statusLabel = useStatusLabel();
  return (
    <StatusBadge tone={STATUS_TONE[status] ?? "neutral"} testId="booking-status">
      {statusLabel(status, label)}
    </StatusBadge>
  );
}

export function PaymentBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PAYMENT_TONE[status] ?? "neutral"} testId="payment-status">
      {t(`bookings.payment.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}

export const QUOTATION_TONE: Record<string, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  declined: "danger",
  expired: "neutral",
};

/** A partner's logo, or its initial on a tinted square. */
export function PartnerLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  return (
    <SafeImage
      src={logo}
      alt=""
      width={size}
      height={size}
      className="kh-bk-logo"
      fallback={
        <span className="kh-bk-logo kh-bk-logo-initial" style={{ width: size, height: size }} aria-hidden="true">
          {initialOf(name)}
        </span>
      }
    />
  );
}

/** The fee rule in words ("25% fee: between 12 and 2 hours before"), the percentage being the server's. */
export function FeeRule({
  rule,
  percent,
  action = "cancel",
}: {
  rule: string;
  percent: number;
  action?: "cancel" | "reschedule";
}) {
  const { t } = useTranslation();
  const r = useCancellationRules();
  const group = action === "cancel" ? "rules" : "rescheduleRules";
  return (
    <p className={`kh-bk-rule kh-bk-rule-${rule}`} data-testid="fee-rule">
      {t(`bookings.${group}.${rule}`, { free: r.free, late: r.late, percent, defaultValue: "" })}
    </p>
  );
}

/** A bookings page: `<main>` and its container (`narrow` for a document such as a quotation). */
export function BookingsPage({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <main className="kh-section kh-bk">
      <div className={`kh-container kh-bk-inner${narrow ? " kh-bk-narrow" : ""}`}>{children}</div>
    </main>
  );
}

/**
 * What a details page shows until its record is there: a skeleton while it loads, then on a 404 `notFound` with a
 * link back to the bookings, on any other failure the error state with a retry. Null once there is data.
 */
export function DetailsFallback({
  query,
  notFound,
}: {
  query: { isLoading: boolean; isError: boolean; data: unknown; error: unknown; refetch: () => unknown };
  notFound: string;
}) {
  const { t } = useTranslation();
  if (query.isLoading) {
    return (
      <BookingsPage>
        <SkeletonDetails />
      </BookingsPage>
    );
  }
  if (!query.isError && query.data) return null;
  const missing = isApiError(query.error) && query.error.status === 404;
  return (
    <BookingsPage>
      {missing ? (
        <div className="kh-empty" role="alert">
          <p>{notFound}</p>
          <Link to="/bookings" className="kh-button">
            {t("bookings.details.back")}
          </Link>
        </div>
      ) : (
        <ErrorState onRetry={() => void query.refetch()} />
      )}
    </BookingsPage>
  );
}

/** "‹ Back to …" above a details page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="kh-bk-back">
      <span aria-hidden="true" className="kh-flip">
        ‹
      </span>{" "}
      {children}
    </Link>
  );
}

/** An amount as the server sent it (AED, VAT included), formatted and isolated. */
export function Amount({ value, testId }: { value: number | string | null | undefined; testId?: string }) {
  const f = useFormat();
  return <bdi data-testid={testId}>{f.money(value)}</bdi>;
}

/** A priced list (booked services, quotation lines): name, quantity, unit price, line total. */
export function LinesTable({
  heading,
  lines,
}: {
  heading: string;
  lines: Array<{ key: string | number; name: string; quantity: number; unit_price: number; total: number }>;
}) {
  const { t } = useTranslation();
  const columns = ["quantity", "unitPrice", "lineTotal"].map((c) => t(`bookings.details.${c}`));
  return (
    <table className="kh-bk-table">
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          {columns.map((c) => (
            <th key={c} scope="col" className="kh-bk-num">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}</th>
            <td className="kh-bk-num" data-label={columns[0]}>
              <bdi>{line.quantity}</bdi>
            </td>
            <td className="kh-bk-num" data-label={columns[1]}>
              <Amount value={line.unit_price} />
            </td>
            <td className="kh-bk-num" data-label={columns[2]}>
              <Amount value={line.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A failed load inside a dialog or panel: the message and a retry button. */
export function InlineError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kh-bk-inline-error" role="alert">
      <p>{message}</p>
      <button type="button" className="kh-button kh-ghost kh-button-sm" onClick={onRetry}>
        {t("bookings.retry")}
      </button>
    </div>
  );
}

/** "Your wallet has AED x, not enough…" with a link to top up (`messageKey` words the shortfall). */
export function WalletShort({ messageKey, balance }: { messageKey: string; balance: number | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <p className="kh-bk-form-error" role="alert">
      {t(messageKey, { amount: f.iso(f.money(balance)) })} <Link to="/wallet">{t("bookings.wallet.topUp")}</Link>
    </p>
  );
}

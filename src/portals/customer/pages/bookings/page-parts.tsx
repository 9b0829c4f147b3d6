import "../../../../i18n/modules/bookings";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../../api";
import { ErrorState, SkeletonDetails } from "../../../../components/storefront/cards";

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

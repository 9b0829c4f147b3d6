import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { isApiError, type Paginated } from "../../../../api";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { Pager } from "../../../../components/storefront/cards/pager";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import { SkeletonGrid } from "../../../../components/storefront/cards/skeleton";
import type { Review, Service } from "../../../../components/storefront/cards/types";
import { Rating } from "../../../../components/storefront/ui/rating";
import { formatDate } from "../../../../lib/format";
import "./discovery.css";

/** Title, intro and an optional back link at the top of a discovery page. */
export function PageHeader({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className="kh-page-head">
      <div className="kh-container">
        <h1>{title}</h1>
        {intro ? <p className="kh-muted">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** A titled block with an optional "View all" link. */
export function Section({
  title,
  more,
  intro,
  children,
  id,
  className = "",
}: {
  title: ReactNode;
  more?: string;
  intro?: ReactNode;
  children: ReactNode;
  id: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={`kh-section kh-disc-section ${className}`.trim()} aria-labelledby={`${id}-title`}>
      <div className="kh-container">
        <div className="kh-section-head">
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            {intro ? <p className="kh-muted">{intro}</p> : null}
          </div>
          {more ? (
            <Link to={more} className="kh-more">
              {t("discovery.common.viewAll")}{" "}
              <span aria-hidden="true" className="kh-flip">
                →
              </span>
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * Loading (skeleton), failed (error with retry), empty (message) or the list itself, for one query. `items` picks
 * the rows out of the answer.
 */
export function ListState<T, R>({
  query,
  items,
  skeleton,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  items: (data: T) => R[];
  skeleton: ReactNode;
  empty?: ReactNode;
  children: (rows: R[]) => ReactNode;
}) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const rows = query.data ? items(query.data) : [];
  if (!rows.length) return <>{empty ?? <EmptyState />}</>;
  return <>{children(rows)}</>;
}

export const gridSkeleton = (count: number, className = "kh-grid") => (
  <SkeletonGrid count={count} variant="card" className={className} />
);

/** Latest reviews: stars, comment, name and date, and Khidma's reply under the review when there is one. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  if (!reviews.length) return <p className="kh-muted">{t("discovery.common.noReviews")}</p>;
  return (
    <ul className="kh-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="kh-review">
          <div className="kh-review-head">
            <span className="kh-avatar" aria-hidden="true">
              {(review.customer_name ?? "?").charAt(0).toUpperCase()}
            </span>
            <div>
              <strong>
                <bdi>{review.customer_name}</bdi>
              </strong>
              <div className="kh-muted kh-small">
                <bdi>{formatDate(review.created_at)}</bdi>
              </div>
            </div>
            <span className="kh-review-rating">
              <Rating value={review.rating} />
            </span>
          </div>
          {review.comment ? <p dir="auto">{review.comment}</p> : null}
          {review.reply ? (
            <div className="kh-review-reply">
              <div className="kh-small">
                <strong>{t("discovery.common.khidmaReply")}</strong>
                {review.replied_at ? (
                  <span className="kh-muted">
                    {" · "}
                    <bdi>{formatDate(review.replied_at)}</bdi>
                  </span>
                ) : null}
              </div>
              <p dir="auto">{review.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Positive page number from a search param, 1 otherwise. */
export const pageFrom = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** Search params as page state: `set({sort: "x"})` changes keys (blank removes) and goes back to page 1. */
export function useParamState() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | number | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
    if ("page" in changes && typeof window.scrollTo === "function") {
      try {
        window.scrollTo({ top: 0, behavior: "smooth" });
      } catch {
        /* not available (tests) */
      }
    }
  };
  return [params, set] as const;
}

/** A search box that submits its text (as a form, so Enter works). */
export function SearchBox({
  initial,
  onSearch,
  label,
  placeholder,
  className = "kh-searchbox",
}: {
  initial: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <search className={className}>
      <form
        className="kh-searchbox-form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          onSearch(String(data.get("q") ?? "").trim());
        }}
      >
        <label className="kh-visually-hidden" htmlFor={id}>
          {label}
        </label>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="kh-search-icon">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        <input
          id={id}
          key={initial}
          name="q"
          type="search"
          defaultValue={initial}
          placeholder={placeholder ?? t("discovery.common.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="kh-button">
          {t("discovery.common.search")}
        </button>
      </form>
    </search>
  );
}

/** react-query retry rule: client errors (404, 422...) are final; others retried once. */
export const retryServerErrors = (count: number, error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1;

/**
 * Options for answers that carry the visitor's own state (`is_favourite`): never kept in the persisted query cache
 * and re-read whenever a page mounts, so a heart shows what the server has for the current user.
 */
export const PERSONAL = { meta: { persist: false }, staleTime: 0 } as const;

/** The category filter of the service lists: "All categories" or one of them (value is the id as a string). */
export function CategorySelect({
  categories,
  value,
  onChange,
}: {
  categories: Array<{ id: number; name: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="kh-field">
      {t("discovery.common.category")}
      <select className="kh-select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("discovery.common.allCategories")}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A page of service cards (with favourites), its loading/error/empty states and the pager; optionally the count. */
export function ServiceGrid({
  services,
  page,
  onPage,
  showCount = false,
}: {
  services: UseQueryResult<Paginated<Service>>;
  page: number;
  onPage: (page: number) => void;
  showCount?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {showCount && services.data ? (
        <p className="kh-muted kh-count">
          <bdi>{t("discovery.common.results", { count: services.data.total })}</bdi>
        </p>
      ) : null}
      <ListState query={services} items={(d) => d.data} skeleton={gridSkeleton(6)}>
        {(rows) => (
          <ul className="kh-grid kh-plain" data-testid="service-list">
            {rows.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} favourite />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <Pager page={page} lastPage={services.data?.last_page ?? 1} onChange={onPage} />
    </>
  );
}

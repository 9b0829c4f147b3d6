import "../../../../i18n/modules/discovery";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, ErrorState } from "../../../../components/storefront/cards/empty-state";
import { SkeletonGrid } from "../../../../components/storefront/cards/skeleton";
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

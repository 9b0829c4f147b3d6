import "../../../../i18n/modules/discovery";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Paginated } from "../../../../api";
import { Pager } from "../../../../components/storefront/cards/pager";
import { ServiceCard } from "../../../../components/storefront/cards/service-card";
import type { Service } from "../../../../components/storefront/cards/types";
import { gridSkeleton, ListState } from "./page-layout";
import "./discovery.css";

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

import "../../../../i18n/modules/discovery";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import { Pager } from "../../../../components/storefront/cards/pager";
import { PartnerCard } from "../../../../components/storefront/cards/partner-card";
import type { Emirate, Partner } from "../../../../components/storefront/cards/types";
import { useApi, useApiList } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import { PERSONAL, pageFrom, useParamState } from "./list-params";
import { gridSkeleton, ListState, PageHeader } from "./page-layout";
import { SearchBox } from "./search-box";
import "./discovery.css";

const PAGE_SIZE = 12;

export const PROVIDER_SORTS = [
  { value: "", label: "discovery.providers.sortDefault" },
  { value: "average_rating", label: "discovery.providers.sortRating" },
  { value: "service_count", label: "discovery.providers.sortServices" },
  { value: "near_me", label: "discovery.providers.sortNear" },
] as const;

type Coords = { latitude: number; longitude: number };
type GeoState = { status: "idle" | "locating" | "ready" | "unavailable"; coords: Coords | null };

/**
 * Where the visitor is, for "Near me": the browser's position when allowed, else the saved location in the store,
 * else unavailable. Only asked for while `wanted`.
 */
function useNearMe(wanted: boolean): GeoState {
  const saved = useKhidmaStore((s) => s.location.currentLocation);
  const [state, setState] = useState<GeoState>({ status: "idle", coords: null });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const fallback = () => {
      if (!live) return;
      const { latitude, longitude } = saved;
      if (typeof latitude === "number" && typeof longitude === "number") {
        setState({ status: "ready", coords: { latitude, longitude } });
      } else {
        setState({ status: "unavailable", coords: null });
      }
    };
    if (typeof navigator !== "undefined" && navigator.geolocation) {
      setState((s) => (s.status === "ready" ? s : { status: "locating", coords: null }));
      navigator.geolocation.getCurrentPosition(
        (position) => {
          if (live) {
            setState({
              status: "ready",
              coords: { latitude: position.coords.latitude, longitude: position.coords.longitude },
            });
          }
        },
        fallback,
        { timeout: 8000, maximumAge: 300_000 },
      );
    } else {
      fallback();
    }
    return () => {
      live = false;
    };
  }, [wanted, saved]);
  return state;
}

/** /providers: service providers with sort (top rated, most services, near me), search, emirate filter, pages. */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const [params, set] = useParamState();
  const page = pageFrom(params.get("page"));
  const sort = params.get("sort") ?? "";
  const q = params.get("q") ?? "";
  const emirate = params.get("emirate") ?? "";
  const nearMe = sort === "near_me";
  const geo = useNearMe(nearMe);
  const emirates = useApi<Emirate[]>(ENDPOINTS.storeEmirates);

  const query = useApiList<Partner>(
    nearMe && geo.status !== "ready" ? null : ENDPOINTS.storePartners,
    {
      page,
      limit: PAGE_SIZE,
      sortKey: sort,
      search: q,
      emirate_id: emirate,
      latitude: nearMe ? geo.coords?.latitude : undefined,
      longitude: nearMe ? geo.coords?.longitude : undefined,
    },
    PERSONAL,
  );

  return (
    <main>
      <PageHeader title={t("discovery.providers.title")} intro={t("discovery.providers.intro")} />
      <div className="kh-container">
        <div className="kh-filters">
          <SearchBox initial={q} label={t("discovery.common.search")} onSearch={(value) => set({ q: value })} />
          <label className="kh-field">
            {t("discovery.common.sortBy")}
            <select className="kh-select" value={sort} onChange={(event) => set({ sort: event.target.value })}>
              {PROVIDER_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
          <label className="kh-field">
            {t("discovery.common.emirate")}
            <select className="kh-select" value={emirate} onChange={(event) => set({ emirate: event.target.value })}>
              <option value="">{t("discovery.common.allEmirates")}</option>
              {(Array.isArray(emirates.data) ? emirates.data : []).map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        </div>

        {nearMe && geo.status === "unavailable" ? (
          <p className="kh-notice" role="status">
            {t("discovery.providers.noLocation")}
          </p>
        ) : nearMe && geo.status !== "ready" ? (
          <p className="kh-muted" role="status">
            {t("discovery.providers.locating")}
          </p>
        ) : (
          <>
            {query.data ? (
              <p className="kh-muted kh-count">
                <bdi>{t("discovery.common.results", { count: query.data.total })}</bdi>
              </p>
            ) : null}
            <ListState query={query} items={(d) => d.data} skeleton={gridSkeleton(6)}>
              {(rows) => (
                <ul className="kh-grid kh-plain" data-testid="partner-list">
                  {rows.map((partner) => (
                    <li key={partner.id}>
                      <PartnerCard partner={partner} favourite />
                    </li>
                  ))}
                </ul>
              )}
            </ListState>
            <Pager page={page} lastPage={query.data?.last_page ?? 1} onChange={(p) => set({ page: p })} />
          </>
        )}
      </div>
    </main>
  );
}

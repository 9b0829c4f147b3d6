import "../../../../i18n/modules/favourites";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Paginated } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import {
  EmptyState,
  ErrorState,
  type FavouriteType,
  Pager,
  type Partner,
  PartnerCard,
  type Service,
  ServiceCard,
  SkeletonGrid,
} from "../../../../components/storefront/cards";
import { useApi } from "../../../../lib/use-api";
import { FavouritesNotice } from "./favourites-notice";
import { useFavouriteRemoval } from "./use-favourite-removal";
import "./favourites.css";

const TABS = ["partner", "service"] as const satisfies readonly FavouriteType[];
const PAGE_SIZE = 12;
const BROWSE: Record<FavouriteType, string> = { partner: "/providers", service: "/services" };

const tabOf = (value: string | null): FavouriteType => (value === "service" ? "service" : "partner");
const pageOf = (value: string | null): number => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * /profile/favourites: the signed-in customer's favourite providers and services (GET customer/favourite/list,
 * `type` and `page` from the address), each card's heart removes it at once with an undo.
 */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const page = pageOf(params.get("page"));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const list = useApi<Paginated<Partner | Service>>(
    ENDPOINTS.favouriteList,
    { type: tab, page, limit: PAGE_SIZE },
    { staleTime: 0, meta: { persist: false } },
  );
  const { remove, undo, isHidden, notice, dismiss } = useFavouriteRemoval(list.refetch);
  const data = list.data;
  const rows = (data?.data ?? []).filter((row) => !isHidden({ type: tab, id: row.id }));
  const lastPage = data?.last_page ?? 1;

  const go = (next: { tab?: FavouriteType; page?: number }) => {
    const q = new URLSearchParams(params);
    if (next.tab) {
      q.set("tab", next.tab);
      q.delete("page");
    }
    if (next.page !== undefined) {
      if (next.page > 1) q.set("page", String(next.page));
      else q.delete("page");
    }
    setParams(q, { preventScrollReset: next.page === undefined });
  };

  // The last card of a later page was removed: show the page before it.
  const pastTheEnd = Boolean(data) && !list.isFetching && page > 1 && page > lastPage;
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams(
      (q) => {
        q.set("page", String(Math.max(1, lastPage)));
        if (lastPage <= 1) q.delete("page");
        return q;
      },
      { replace: true },
    );
  }, [pastTheEnd, lastPage, setParams]);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === "rtl";
    const forward = e.key === (rtl ? "ArrowLeft" : "ArrowRight");
    const back = e.key === (rtl ? "ArrowRight" : "ArrowLeft");
    if (!forward && !back) return;
    e.preventDefault();
    const next = (index + (forward ? 1 : -1) + TABS.length) % TABS.length;
    tabRefs.current[next]?.focus();
    go({ tab: TABS[next] });
  };

  const loading = list.isPending || (list.isFetching && list.isPlaceholderData);

  return (
    <main className="kh-section kh-favs">
      <div className="kh-container">
        <Link to="/profile" className="kh-favs-back">
          {t("favourites.back")}
        </Link>
        <header className="kh-favs-head">
          <h1>{t("favourites.title")}</h1>
          <p className="kh-muted">{t("favourites.subtitle")}</p>
        </header>

        <div className="kh-favs-tabs" role="tablist" aria-label={t("favourites.tabsLabel")}>
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
              className="kh-favs-tab"
              onClick={() => go({ tab: key })}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t(`favourites.tabs.${key}`)}
            </button>
          ))}
        </div>

        <section id={`${uid}-panel`} role="tabpanel" aria-labelledby={`${uid}-tab-${tab}`}>
          {loading ? (
            <SkeletonGrid count={3} />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : rows.length === 0 && !list.isFetching ? (
            <EmptyState
              message={t(`favourites.empty.${tab}`)}
              action={
                <Link to={BROWSE[tab]} className="kh-button">
                  {t(`favourites.browse.${tab}`)}
                </Link>
              }
            />
          ) : (
            <>
              <ul
                className="kh-grid kh-plain"
                data-testid={`favourites-${tab}-list`}
                aria-label={t(`favourites.tabs.${tab}`)}
              >
                {rows.map((row) => {
                  const item = { type: tab, id: row.id, name: row.name };
                  return (
                    <li key={`${tab}-${row.id}`}>
                      {tab === "partner" ? (
                        <PartnerCard
                          partner={{ ...(row as Partner), is_favourite: true }}
                          favourite
                          onFavouriteToggle={() => void remove(item)}
                        />
                      ) : (
                        <ServiceCard
                          service={{ ...(row as Service), is_favourite: true }}
                          favourite
                          onFavouriteToggle={() => void remove(item)}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} lastPage={lastPage} onChange={(p) => go({ page: p })} />
            </>
          )}
        </section>
        <FavouritesNotice notice={notice} onUndo={(item) => void undo(item)} onDismiss={dismiss} />
      </div>
    </main>
  );
}

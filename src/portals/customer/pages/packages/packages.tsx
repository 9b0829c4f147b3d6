import "../../../../i18n/modules/packages";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Paginated } from "../../../../api";
import { EmptyState, ErrorState, Pager, SkeletonGrid } from "../../../../components/storefront/cards";
import { LocationPicker } from "../../../../components/storefront/location-picker";
import { useVatDisplay } from "../../../../features/settings/customer-price";
import { useApi, useApiList } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import { ALL_CATEGORIES, ALL_PARTNERS, PROPERTY_TYPES, packageFilters, packageListQuery } from "../first-queries";
import { PackageTile } from "./package-tile";
import type { PackageSummary } from "./types";
import "./packages.css";

interface Option {
  id: number;
  name: string;
}

/** /packages: subscription packages (GET package/web/list, id descending), filtered by property type, category, partner. */
export default function PackagesPage() {
  const { t } = useTranslation();
  const { percent, includeVat } = useVatDisplay();
  const ids = { category: useId(), partner: useId() };
  const [params, setParams] = useSearchParams();
  const { page, type, categoryId, partnerId } = packageFilters(params);
  const location = useKhidmaStore((s) => s.location.currentLocation);

  const list = useApiList<PackageSummary>(...packageListQuery(params, location));
  const categories = useApiList<Option>(...ALL_CATEGORIES);
  const partners = useApi<Paginated<Option>>(...ALL_PARTNERS);

  const update = (changes: Record<string, string | number | undefined>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    if (resetPage) next.delete("page");
    setParams(next);
  };

  const filtered = Boolean(type || categoryId || partnerId);
  const packages = list.data?.data ?? [];

  return (
    <main className="kh-pkgs">
      <header className="kh-pkgs-hero">
        <div className="kh-container">
          <h1>{t("packages.title")}</h1>
          <p>{t(includeVat ? "packages.subtitle" : "packages.subtitleExclVat", { percent })}</p>
          <LocationPicker />
        </div>
      </header>

      <section className="kh-container kh-pkgs-filters" aria-label={t("packages.filters")}>
        <fieldset className="kh-chips">
          <legend>{t("packages.propertyType")}</legend>
          {[undefined, ...PROPERTY_TYPES].map((value) => (
            <label key={value ?? "all"} className="kh-chip-option">
              <input type="radio" name="pkg-type" checked={type === value} onChange={() => update({ type: value })} />
              <span>{value ? t(`packages.types.${value}`) : t("packages.allTypes")}</span>
            </label>
          ))}
        </fieldset>
        <div className="kh-pkgs-selects">
          <div className="kh-field">
            <label htmlFor={ids.category}>{t("packages.category")}</label>
            <select
              id={ids.category}
              value={categoryId ?? ""}
              onChange={(e) => update({ category_id: e.target.value || undefined })}
            >
              <option value="">{t("packages.allCategories")}</option>
              {(categories.data?.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="kh-field">
            <label htmlFor={ids.partner}>{t("packages.partner")}</label>
            <select
              id={ids.partner}
              value={partnerId ?? ""}
              onChange={(e) => update({ partner_id: e.target.value || undefined })}
            >
              <option value="">{t("packages.allPartners")}</option>
              {(partners.data?.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          {filtered ? (
            <button
              type="button"
              className="kh-pkgs-clear"
              onClick={() => update({ type: undefined, category_id: undefined, partner_id: undefined })}
            >
              {t("packages.clearFilters")}
            </button>
          ) : null}
        </div>
      </section>

      <section className="kh-container kh-pkgs-results" aria-busy={list.isFetching}>
        {list.isLoading ? (
          <SkeletonGrid />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : packages.length === 0 ? (
          <EmptyState
            message={
              <>
                {t("packages.empty")}
                {filtered ? (
                  <>
                    <br />
                    {t("packages.emptyHint")}
                  </>
                ) : null}
              </>
            }
          />
        ) : (
          <>
            <p className="kh-pkgs-count" aria-live="polite">
              {t("packages.results", { count: list.data?.total ?? packages.length })}
            </p>
            <ul className="kh-pkgs-grid">
              {packages.map((pkg, index) => (
                <li key={pkg.id}>
                  <PackageTile pkg={pkg} first={index === 0} />
                </li>
              ))}
            </ul>
            <Pager
              page={list.data?.current_page ?? page}
              lastPage={list.data?.last_page ?? 1}
              onChange={(n) => {
                update({ page: n > 1 ? n : undefined }, false);
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
            />
          </>
        )}
      </section>
    </main>
  );
}

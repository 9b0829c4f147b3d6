import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS } from "../../../api/endpoints";
import { CategoryCard } from "../../../components/storefront/cards/category-card";
import { PackageCard } from "../../../components/storefront/cards/package-card";
import { PartnerCard } from "../../../components/storefront/cards/partner-card";
import { SafeImage } from "../../../components/storefront/cards/safe-image";
import { ServiceCard } from "../../../components/storefront/cards/service-card";
import { SkeletonGrid } from "../../../components/storefront/cards/skeleton";
import type { Banner, Category, PackageSummary, Partner, Service } from "../../../components/storefront/cards/types";
import { useApi, useApiList } from "../../../lib/use-api";
import { useKhidmaStore } from "../../../state";
import { ListState, Section } from "./discovery/page-layout";
import { HOME_QUERIES } from "./first-queries";

export function BannerStrip() {
  const { t } = useTranslation();
  const query = useApi<Banner[]>(...HOME_QUERIES.banners);
  if (query.isPending) return <SkeletonGrid count={2} variant="banner" className="kh-banners" />;
  const banners = Array.isArray(query.data) ? query.data : [];
  // A failed or empty banner request simply leaves the strip out.
  if (!banners.length) return null;
  return (
    <section className="kh-banners-wrap" aria-label={t("discovery.home.offers")}>
      <div className="kh-container">
        <ul className="kh-banners">
          {banners.map((banner, index) => {
            const body = (
              <>
                <SafeImage src={banner.image} alt="" width={640} height={260} eager first={index === 0} />
                <span className="kh-banner-text">
                  <strong>{banner.title}</strong>
                  {banner.subtitle ? <span>{banner.subtitle}</span> : null}
                </span>
              </>
            );
            const link = banner.link ?? "";
            return (
              <li key={banner.id} className="kh-banner">
                {link.startsWith("/") ? (
                  <Link to={link}>{body}</Link>
                ) : /^https?:\/\//.test(link) ? (
                  <a href={link} rel="noopener" target="_blank">
                    {body}
                  </a>
                ) : (
                  <div>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function TrendingCategories() {
  const { t } = useTranslation();
  const query = useApiList<Category>(...HOME_QUERIES.categories);
  return (
    <Section id="home-categories" title={t("discovery.home.trendingCategories")} more="/categories">
      <ListState
        query={query}
        items={(d) => d.data}
        skeleton={<SkeletonGrid count={6} variant="tile" className="kh-grid-tiles kh-grid-tiles-6" />}
      >
        {(rows) => (
          <ul className="kh-grid-tiles kh-grid-tiles-6 kh-plain">
            {rows.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} compact />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Section>
  );
}

export function FeaturedProviders() {
  const { t } = useTranslation();
  const query = useApiList<Partner>(...HOME_QUERIES.partners);
  return (
    <Section id="home-providers" title={t("discovery.home.featuredProviders")} more="/providers?sort=average_rating">
      <ListState
        query={query}
        items={(d) => d.data}
        skeleton={<SkeletonGrid count={4} className="kh-grid kh-grid-4" />}
      >
        {(rows) => (
          <ul className="kh-grid kh-grid-4 kh-plain kh-rail">
            {rows.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Section>
  );
}

export function HandpickedPackages() {
  const { t } = useTranslation();
  const query = useApiList<PackageSummary>(...HOME_QUERIES.packages);
  return (
    <Section
      id="home-packages"
      title={t("discovery.home.handpickedPackages")}
      intro={t("discovery.home.handpickedIntro")}
      more="/packages"
      className="kh-tinted"
    >
      <ListState query={query} items={(d) => d.data} skeleton={<SkeletonGrid count={3} />}>
        {(rows) => (
          <ul className="kh-grid kh-plain kh-rail">
            {rows.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Section>
  );
}

/** A row of service cards (a sideways rail on phones) with its loading, error and empty states. */
function ServiceRail({ query }: { query: ReturnType<typeof useApiList<Service>> }) {
  return (
    <ListState query={query} items={(d) => d.data} skeleton={<SkeletonGrid count={4} className="kh-grid kh-grid-4" />}>
      {(rows) => (
        <ul className="kh-grid kh-grid-4 kh-plain kh-rail">
          {rows.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

export function TrendingServices() {
  const { t } = useTranslation();
  const query = useApiList<Service>(...HOME_QUERIES.services);
  return (
    <Section id="home-services" title={t("discovery.home.trendingServices")} more="/services">
      <ServiceRail query={query} />
    </Section>
  );
}

interface Preferences {
  category_ids: number[];
  categories: Array<{ id: number; name: string }>;
}

/** For a signed-in customer who picked interests (the category-preference step): services from those first. */
export function PickedForYou() {
  const { t } = useTranslation();
  const signedIn = useKhidmaStore((s) => s.session.user !== null && s.session.userType === "customer");
  const prefs = useApi<Preferences>(ENDPOINTS.categoryPreferences, {}, { enabled: signedIn, meta: { persist: false } });
  const first = prefs.data?.categories[0];
  const query = useApiList<Service>(first ? ENDPOINTS.storeServices : null, { category_id: first?.id, limit: 4 });
  if (!signedIn || !first) return null;
  return (
    <Section id="home-for-you" title={t("preferences.forYou")} more={`/categories/${first.id}`}>
      <p className="kh-muted">
        {prefs.data?.categories.map((c) => c.name).join(" · ")} ·{" "}
        <Link to="/category-preference?returnUrl=%2F">{t("preferences.edit")}</Link>
      </p>
      <ServiceRail query={query} />
    </Section>
  );
}

import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
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
import { ListState, SearchBox, Section } from "./discovery/shared";
import "./discovery/discovery.css";

const str = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

function BannerStrip() {
  const { t } = useTranslation();
  const query = useApi<Banner[]>(ENDPOINTS.storeBanners);
  if (query.isPending) return <SkeletonGrid count={2} variant="banner" className="kh-banners" />;
  const banners = Array.isArray(query.data) ? query.data : [];
  // A failed or empty banner request simply leaves the strip out.
  if (!banners.length) return null;
  return (
    <section className="kh-banners-wrap" aria-label={t("discovery.home.offers")}>
      <div className="kh-container">
        <ul className="kh-banners">
          {banners.map((banner) => {
            const body = (
              <>
                <SafeImage src={banner.image} alt="" width={640} height={260} eager />
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

function TrendingCategories() {
  const { t } = useTranslation();
  const query = useApiList<Category>(ENDPOINTS.storeCategories, { trending: 1, limit: 12 });
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

function FeaturedProviders() {
  const { t } = useTranslation();
  const query = useApiList<Partner>(ENDPOINTS.storePartners, { sortKey: "average_rating", limit: 8 });
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

function HandpickedPackages() {
  const { t } = useTranslation();
  const query = useApiList<PackageSummary>(ENDPOINTS.storePackages, { is_handpicked: 1, limit: 6 });
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

function TrendingServices() {
  const { t } = useTranslation();
  const query = useApiList<Service>(ENDPOINTS.storeServices, { trending: 1, limit: 8 });
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
function PickedForYou() {
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

const STEPS = [
  {
    n: 1,
    title: "discovery.home.step1Title",
    body: "discovery.home.step1Body",
    icon: "M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z",
  },
  {
    n: 2,
    title: "discovery.home.step2Title",
    body: "discovery.home.step2Body",
    icon: "M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z",
  },
  {
    n: 3,
    title: "discovery.home.step3Title",
    body: "discovery.home.step3Body",
    icon: "m9 16.2-3.5-3.5L4 14.1l5 5 11-11-1.4-1.4L9 16.2Z",
  },
];

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section id="home-how" title={t("discovery.home.howItWorks")}>
      <ol className="kh-steps">
        {STEPS.map((step) => (
          <li key={step.n} className="kh-step">
            <span className="kh-step-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="26" height="26">
                <path fill="currentColor" d={step.icon} />
              </svg>
            </span>
            <span className="kh-step-n" aria-hidden="true">
              <bdi>{step.n}</bdi>
            </span>
            <h3>{t(step.title)}</h3>
            <p className="kh-muted">{t(step.body)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function AppSection() {
  const { t } = useTranslation();
  const master = useKhidmaStore((s) => s.config.master_setting) ?? {};
  const stores = [
    { key: "appStore", href: str(master.app_store_url) },
    { key: "playStore", href: str(master.play_store_url) },
  ];
  return (
    <section className="kh-section" aria-labelledby="home-app-title">
      <div className="kh-container">
        <div className="kh-app-band">
          <div>
            <h2 id="home-app-title">{t("discovery.home.appTitle")}</h2>
            <p>{t("discovery.home.appBody")}</p>
          </div>
          <div className="kh-app-links">
            {stores.map((store) =>
              store.href ? (
                <a key={store.key} href={store.href} rel="noopener" target="_blank" className="kh-store-link" lang="en">
                  {t(`discovery.home.${store.key}`)}
                </a>
              ) : (
                <span key={store.key} className="kh-store-link is-soon" lang="en">
                  {t(`discovery.home.${store.key}`)}
                </span>
              ),
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Storefront home (landing layout): search, banners, categories, providers, packages, services, how it works. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const supportEmail = useKhidmaStore((s) => s.config.master_setting?.support_email);
  return (
    <main>
      <section className="kh-hero kh-home-hero">
        <div className="kh-container">
          <h1>{t("home.heroTitle")}</h1>
          <p>{t("home.heroSubtitle")}</p>
          <SearchBox
            initial=""
            label={t("discovery.home.searchLabel")}
            className="kh-searchbox kh-hero-search"
            onSearch={(q) => navigate(q ? `/search?q=${encodeURIComponent(q)}` : "/services")}
          />
          <div className="kh-hero-links">
            <Link to="/categories">{t("nav.categories")}</Link>
            <Link to="/providers">{t("nav.providers")}</Link>
            <Link to="/packages">{t("nav.packages")}</Link>
          </div>
        </div>
      </section>
      <BannerStrip />
      <PickedForYou />
      <TrendingCategories />
      <FeaturedProviders />
      <HandpickedPackages />
      <TrendingServices />
      <HowItWorks />
      <AppSection />
      {supportEmail ? (
        <div className="kh-container">
          <p data-testid="home-support" className="kh-muted kh-home-support">
            {t("home.supportLine")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        </div>
      ) : null}
    </main>
  );
}

import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useKhidmaStore } from "../../../state";
import { SearchBox } from "./discovery/search-box";
import { AppSection, HowItWorks } from "./home-bands";
import {
  BannerStrip,
  FeaturedProviders,
  HandpickedPackages,
  PickedForYou,
  TrendingCategories,
  TrendingServices,
} from "./home-sections";
import "./discovery/discovery.css";

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

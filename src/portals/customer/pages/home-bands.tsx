import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { useVatDisplay } from "../../../features/settings/customer-price";
import { useKhidmaStore } from "../../../state";
import { Section } from "./discovery/page-layout";

const str = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

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

export function HowItWorks() {
  const { t } = useTranslation();
  const { percent, includeVat } = useVatDisplay();
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
            <p className="kh-muted">
              {t(!includeVat && step.n === 2 ? "discovery.home.step2BodyExclVat" : step.body, { percent })}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function AppSection() {
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

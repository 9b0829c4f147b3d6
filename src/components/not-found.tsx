import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "./page-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle("titles.notFound");
  return (
    <main className="kh-error-page">
      <p className="kh-error-code">404</p>
      <h1>{t("errors.notFoundTitle")}</h1>
      <p>{t("errors.notFoundBody")}</p>
      <Link className="kh-button" to="/">
        {t("common.goHome")}
      </Link>
    </main>
  );
}

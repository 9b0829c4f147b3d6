import { useTranslation } from "react-i18next";

/** The shared "Loading..." card, shown while a lazy chunk loads or the route guard is checking. */
export function LoadingCard() {
  const { t } = useTranslation();
  return (
    <div className="kh-loading" role="status" aria-live="polite">
      <span className="kh-spinner" aria-hidden="true" />
      <span>{t("common.loading")}</span>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { useKhidmaStore } from "../state";

/** Switches between English and Arabic; the choice is remembered and survives sign-out. */
export function LanguageSwitch({ className = "kh-lang" }: { className?: string }) {
  const { t } = useTranslation();
  const language = useKhidmaStore((s) => s.ui.language);
  const setLanguage = useKhidmaStore((s) => s.setLanguage);
  const next = language === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      className={className}
      lang={next}
      aria-label={t("common.language")}
      onClick={() => setLanguage(next)}
    >
      {next === "ar" ? t("common.switchToArabic") : t("common.switchToEnglish")}
    </button>
  );
}

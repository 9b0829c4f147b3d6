import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the document title ("<page> | Khidma") and keeps every screen out of search indexes (noindex). */
export function usePageTitle(titleKey: string | undefined) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title follows the language too
  useEffect(() => {
    const app = t("app.name");
    document.title = titleKey ? `${t(titleKey)} | ${app}` : app;
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement("meta");
      robots.name = "robots";
      document.head.appendChild(robots);
    }
    robots.content = "noindex";
  }, [titleKey, t, i18n.language]);
}

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BACK_TO_TOP_THRESHOLD_PX } from "../config/constants";

/**
 * Appears once the page is scrolled past 35 px; scrolls smoothly back to the top. The scroll position is read on
 * scroll events (a restored scroll position fires one too) and once when the browser is idle after mounting, when
 * the page's layout is already done; never inside React's commit or a frame's callbacks, where reading `scrollY`
 * forced a whole-page layout in the first load's longest task (55-62 ms at 4x).
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    const idle = typeof requestIdleCallback === "function";
    const initial = idle ? requestIdleCallback(onScroll, { timeout: 2000 }) : setTimeout(onScroll, 200);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      if (idle) cancelIdleCallback(initial as number);
      else clearTimeout(initial);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="kh-back-to-top"
      aria-label={t("common.backToTop")}
      title={t("common.backToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}

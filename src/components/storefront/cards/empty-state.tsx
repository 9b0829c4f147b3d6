import "../../../i18n/modules/discovery";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./cards.css";

/** A friendly "nothing here" panel with an optional action. */
export function EmptyState({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="kh-empty">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
        />
      </svg>
      <p>{message ?? t("discovery.common.noResults")}</p>
      {action}
    </div>
  );
}

/** Shown instead of a section whose request failed; the rest of the page keeps working. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kh-empty kh-empty-error" role="alert">
      <p>{t("discovery.common.loadFailed")}</p>
      {onRetry ? (
        <button type="button" className="kh-button kh-ghost kh-button-sm" onClick={onRetry}>
          {t("discovery.common.retry")}
        </button>
      ) : null}
    </div>
  );
}

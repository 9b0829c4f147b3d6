import "../../../../i18n/modules/favourites";
import { useTranslation } from "react-i18next";
import type { FavouriteItem, FavouriteNotice } from "./use-favourite-removal";

/**
 * The toast under the favourites list: "removed, Undo" after a heart is clicked, or what went wrong. A polite live
 * region for news, an alert for failures, so a screen reader hears both.
 */
export function FavouritesNotice({
  notice,
  onUndo,
  onDismiss,
}: {
  notice: FavouriteNotice | null;
  onUndo: (item: FavouriteItem) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const failed = notice?.kind === "removeFailed" || notice?.kind === "undoFailed";
  return (
    <>
      <div className="kh-fav-toast-host" role="status" aria-live="polite">
        {notice && !failed ? (
          <div className="kh-fav-toast" data-testid="favourites-notice">
            <span>
              {t(`favourites.${notice.kind}`, { name: notice.item.name, interpolation: { escapeValue: false } })}
            </span>
            {notice.kind === "removed" ? (
              <button type="button" className="kh-fav-toast-action" onClick={() => onUndo(notice.item)}>
                {t("favourites.undo")}
              </button>
            ) : null}
            <button
              type="button"
              className="kh-fav-toast-close"
              aria-label={t("favourites.dismiss")}
              onClick={onDismiss}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
      {notice && failed ? (
        <div className="kh-fav-toast-host">
          <div className="kh-fav-toast kh-fav-toast-error" role="alert" data-testid="favourites-error">
            <span>
              {t(`favourites.${notice.kind}`, { name: notice.item.name, interpolation: { escapeValue: false } })}
            </span>
            <button
              type="button"
              className="kh-fav-toast-close"
              aria-label={t("favourites.dismiss")}
              onClick={onDismiss}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

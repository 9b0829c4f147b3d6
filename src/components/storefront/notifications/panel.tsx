import "../../../i18n/modules/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Paginated } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import { formatDateTime } from "../../../lib/format";
import { useApi } from "../../../lib/use-api";
import { useKhidmaStore } from "../../../state";
import { type AppNotification, markAllNotificationsRead, useOpenNotification } from "./api";
import "./notifications.css";

/** The bell's popover (lazy): the latest five notifications, "Mark all as read" and "See all". */
export default function NotificationsPanel({ id, onClose }: { id: string; onClose: (focusButton?: boolean) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const panel = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const list = useApi<Paginated<AppNotification>>(
    ENDPOINTS.notifications,
    { limit: 5 },
    {
      staleTime: 0,
      meta: { persist: false },
    },
  );
  const items = list.data?.data ?? [];
  const anyUnread = items.some((n) => !n.read);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const openNotification = useOpenNotification();
  const open = (n: AppNotification) => {
    onClose(false);
    return openNotification(n);
  };

  const markAll = async () => {
    setBusy(true);
    try {
      await markAllNotificationsRead(client, userId);
    } catch {
      // the API layer has shown the toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="kh-notif-pop"
      data-testid="notifications-panel"
    >
      <div className="kh-notif-pop-head">
        <h2 id={`${id}-title`}>{t("wallet.notifications.title")}</h2>
        {anyUnread ? (
          <button type="button" className="kh-notif-link" disabled={busy} onClick={markAll}>
            {t("wallet.notifications.markAll")}
          </button>
        ) : null}
      </div>
      {list.isLoading ? (
        <p className="kh-notif-muted">{t("common.loading")}</p>
      ) : list.isError ? (
        <p className="kh-notif-muted" role="alert">
          {t("wallet.notifications.error")}
        </p>
      ) : items.length === 0 ? (
        <p className="kh-notif-muted">{t("wallet.notifications.empty")}</p>
      ) : (
        <ul className="kh-notif-pop-list">
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={`kh-notif-item${n.read ? "" : " kh-notif-unread"}`}
                onClick={() => void open(n)}
                data-testid="notification-item"
              >
                {n.read ? null : <span className="kh-notif-sr">{t("wallet.notifications.unread")}: </span>}
                <strong className="kh-notif-title">{n.title}</strong>
                <span className="kh-notif-body">{n.body}</span>
                <time className="kh-notif-time" dateTime={n.created_at}>
                  <bdi>{formatDateTime(n.created_at)}</bdi>
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link to="/notifications" className="kh-notif-see-all" onClick={() => onClose(false)}>
        {t("wallet.notifications.seeAll")}
      </Link>
    </div>
  );
}

import "../../../../i18n/modules/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Paginated } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { Pager } from "../../../../components/storefront/cards";
import {
  type AppNotification,
  markAllNotificationsRead,
  useOpenNotification,
} from "../../../../components/storefront/notifications/api";
import { formatDateTime } from "../../../../lib/format";
import { useApi } from "../../../../lib/use-api";
import { useKhidmaStore } from "../../../../state";
import "../../../../components/storefront/notifications/notifications.css";
import "../../../../features/wallet/wallet.css";

const PAGE_SIZE = 10;
type Filter = "all" | "unread";

/** /notifications: every notification, newest first, paginated; unread highlighted; filter; mark all read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const [filter, setFilter] = useState<Filter>("all");
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const list = useApi<Paginated<AppNotification>>(
    ENDPOINTS.notifications,
    { page, limit: PAGE_SIZE, unread: filter === "unread" ? 1 : undefined },
    { staleTime: 0, meta: { persist: false } },
  );
  const items = list.data?.data ?? [];

  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };

  const open = useOpenNotification();

  const markAll = async () => {
    setBusy(true);
    try {
      await markAllNotificationsRead(client, userId);
      setStatus(t("wallet.notifications.allRead"));
    } catch {
      // the API layer has shown the toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="kh-section kh-wallet">
      <div className="kh-container kh-wallet-inner">
        <div className="kh-wallet-head">
          <div>
            <h1>{t("wallet.notifications.title")}</h1>
            <p className="kh-wallet-muted">{t("wallet.notifications.subtitle")}</p>
          </div>
        </div>
        <div className="kh-wallet-toolbar">
          <fieldset className="kh-wallet-filters">
            <legend className="kh-wallet-sr">{t("wallet.notifications.filter")}</legend>
            {(["all", "unread"] as const).map((f) => (
              <button key={f} type="button" aria-pressed={filter === f} onClick={() => choose(f)}>
                {t(`wallet.notifications.filters.${f}`)}
              </button>
            ))}
          </fieldset>
          <button type="button" className="kh-wallet-link" disabled={busy} onClick={markAll}>
            {t("wallet.notifications.markAll")}
          </button>
        </div>
        <p className="kh-wallet-muted" role="status">
          {status}
        </p>
        {list.isLoading ? (
          <p className="kh-wallet-muted">{t("common.loading")}</p>
        ) : list.isError ? (
          <div className="kh-wallet-empty" role="alert">
            <p>{t("wallet.notifications.error")}</p>
            <button type="button" className="kh-button kh-ghost" onClick={() => void list.refetch()}>
              {t("wallet.retry")}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="kh-wallet-empty">
            {filter === "unread" ? t("wallet.notifications.emptyUnread") : t("wallet.notifications.empty")}
          </p>
        ) : (
          <>
            <ul className="kh-wallet-notif-list" aria-busy={list.isFetching}>
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={`kh-notif-item${n.read ? "" : " kh-notif-unread"}`}
                    onClick={() => void open(n)}
                    data-testid="notification-row"
                    data-unread={n.read ? undefined : "true"}
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
            <Pager page={page} lastPage={list.data?.last_page ?? 1} onChange={setPage} />
          </>
        )}
      </div>
    </main>
  );
}

import "../../../i18n/modules/wallet-core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import { useKhidmaStore } from "../../../state";
import { unreadCountKey } from "./api";

// The list, its styles and its actions load on the first open: the header stays small on every page.
const NotificationsPanel = lazy(() => import("./panel"));

/**
 * The header's notifications bell (signed-in customers): the unread count, polled every 60 s while the tab is
 * visible and refetched when the window regains focus; a click opens a small popover with the latest five.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const unread = useQuery({
    queryKey: unreadCountKey(userId),
    queryFn: async () => (await api.get<{ count: number }>(ENDPOINTS.notificationsUnread, {}, { silent: true })).data,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
    retry: false,
    meta: { persist: false },
  });
  const count = unread.data?.count ?? 0;

  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  return (
    <div className="kh-menu kh-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="kh-icon-button"
        aria-label={count > 0 ? t("wallet.bell.labelUnread", { count }) : t("wallet.bell.label")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid="notifications-bell"
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {count > 0 ? (
          <span className="kh-cart-badge" data-testid="notifications-count">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel id={id} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

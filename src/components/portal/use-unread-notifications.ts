import { useCustom, useInvalidate, useKeys } from "@refinedev/core";
import { useEffect, useRef } from "react";
import { ENDPOINTS } from "../../api/endpoints";
import type { Portal } from "../../config/routes";

/**
 * How often the portals ask for the unread count (new notifications show within this, "within 30 s" with room for
 * a slow answer). Like the support chat's polling, it pauses while the page is hidden: react-query skips an
 * interval while `document.visibilityState` is `hidden` (`refetchIntervalInBackground: false`) and asks at once
 * when the page is shown again (`refetchOnWindowFocus`).
 */
export const NOTIFICATIONS_POLL_MS = 15_000;

/** The refine resource of each portal's notifications screen (`screens.ts`). */
export const notificationsResource = (portal: Portal) => `${portal}-notifications`;

/** Where each portal's notifications screen is. */
export const notificationsPath = (portal: Portal) =>
  ({ admin: "/admin/notifications", partner: "/partner/notifications-partner", customer: "/notifications" })[portal];

/**
 * The signed-in user's unread notifications count (`GET notifications/unread-count`), polled. Its query sits under
 * the portal's notifications resource in refine's cache, so `useInvalidate({ resource, invalidates:
 * ["resourceAll"] })` after marking read refreshes the screen's list and the header's badge together; when the
 * polled count moves, the list is refreshed too, so an open notifications screen shows the new ones.
 */
export function useUnreadNotifications(portal: Portal, enabled = true) {
  const resource = notificationsResource(portal);
  const { keys } = useKeys();
  const invalidate = useInvalidate();
  const { query, result } = useCustom<{ count: number }>({
    url: ENDPOINTS.notificationsUnread,
    method: "get",
    errorNotification: false,
    meta: { silent: true },
    queryOptions: {
      queryKey: [...keys().data().resource(resource).get(), "unread-count"],
      enabled,
      refetchInterval: NOTIFICATIONS_POLL_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      staleTime: 5_000,
      retry: false,
    },
  });
  const count = query.isSuccess ? (result.data.count ?? 0) : undefined;
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && previous.current !== count) {
      void invalidate({ resource, invalidates: ["list"] });
    }
    previous.current = count;
  }, [count, invalidate, resource]);
  return { count: count ?? 0, loaded: count !== undefined };
}

/**
 * Marks one or every notification read; afterwards (even when the screen that asked has gone, e.g. it opened the
 * notification's link) the portal's list and badge are refreshed.
 */
export function useRefreshNotifications(portal: Portal) {
  const invalidate = useInvalidate();
  return () => invalidate({ resource: notificationsResource(portal), invalidates: ["resourceAll"] });
}

import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../../api";
import { ENDPOINTS, fillId } from "../../../api/endpoints";

/** A notification as `GET notifications/list` answers it (title and body in the request's language). */
export interface AppNotification {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

/** Query keys start with `["v2", url]` like `useApi`'s, so one prefix invalidates every variant. */
export const unreadCountKey = (userId: number | null) => ["v2", ENDPOINTS.notificationsUnread, userId] as const;

/** Refetches the unread count and every notification list (the bell's, the page's). */
export const refreshNotifications = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.notificationsUnread] }),
    client.invalidateQueries({ queryKey: ["v2", ENDPOINTS.notifications] }),
  ]);

/** `POST notifications/mark-read/{id}`; a failure is not worth a toast (the link is followed anyway). */
export const markNotificationRead = (id: number) =>
  api.post(fillId(ENDPOINTS.notificationRead, id), {}, { silent: true }).catch(() => undefined);

/** `POST notifications/mark-all-read`, then the count reads 0 at once. */
export async function markAllNotificationsRead(client: QueryClient, userId: number | null) {
  await api.post(ENDPOINTS.notificationsReadAll);
  client.setQueryData(unreadCountKey(userId), { count: 0 });
  await refreshNotifications(client);
}

/** In-app links are SPA paths (`/bookings/12`); anything else opens as a normal link. */
export const isAppPath = (link: string | null | undefined): link is string =>
  Boolean(link?.startsWith("/") && !link.startsWith("//"));

/** Opens a notification: marks it read (then refreshes the bell and the lists) and follows its link, in the app or out. */
export function useOpenNotification() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (n: AppNotification) => {
    if (!n.read) {
      await markNotificationRead(n.id);
      void refreshNotifications(client);
    }
    if (isAppPath(n.link)) navigate(n.link);
    else if (n.link) window.location.assign(n.link);
  };
}

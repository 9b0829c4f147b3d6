import type useRealNotification from "antd/es/notification/useNotification";
import { lazyNoticeHook } from "./lazy-notice-hook";

type NotificationApi = ReturnType<typeof useRealNotification>[0];

/** `App.useApp().notification` in builds (see lazy-notice-hook.tsx): antd's `useNotification` loads with the first one. */
export default lazyNoticeHook<NotificationApi>(
  () => import("antd/es/notification/useNotification.js").then((m) => m.default as never),
  ["open", "destroy", "success", "info", "warning", "error"],
  () => undefined,
);

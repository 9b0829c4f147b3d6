import { addTranslations } from "../../lib/i18n.js";

export const NOTIFICATIONS = "Notifications";
export const UNREAD_COUNT = "Unread notifications";
export const MARKED_READ = "Notification marked as read";
export const ALL_MARKED_READ = "All notifications marked as read";
export const NOTIFICATION_NOT_FOUND = "The notification was not found.";

addTranslations(
  {
    [NOTIFICATIONS]: "الإشعارات",
    [UNREAD_COUNT]: "الإشعارات غير المقروءة",
    [MARKED_READ]: "تم تعليم الإشعار كمقروء",
    [ALL_MARKED_READ]: "تم تعليم كل الإشعارات كمقروءة",
    [NOTIFICATION_NOT_FOUND]: "الإشعار غير موجود.",
  },
  [],
  { unread: "غير المقروءة" },
);

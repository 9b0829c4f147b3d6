import { registerStrings } from "../lazy";

/** Strings of the partner's notifications screen (en, ar). Registered by the screen's chunk. */
export const en = {
  partnerNotifications: {
    title: "Notifications",
    subtitle: "What happened to your applications, services, packages and bookings.",
    all: "All",
    unread: "Unread",
    markRead: "Mark as read",
    markAllRead: "Mark all as read",
    allRead: "All notifications are marked as read.",
    empty: "No notifications yet.",
    emptyUnread: "No unread notifications.",
    open: "Open",
    when: "Received",
    notification: "Notification",
    actions: "Actions",
    new: "New",
  },
};

export const ar: typeof en = {
  partnerNotifications: {
    title: "الإشعارات",
    subtitle: "ما جرى على طلباتك وخدماتك وباقاتك وحجوزاتك.",
    all: "الكل",
    unread: "غير المقروءة",
    markRead: "تعليم كمقروء",
    markAllRead: "تعليم الكل كمقروء",
    allRead: "تم تعليم كل الإشعارات كمقروءة.",
    empty: "لا توجد إشعارات بعد.",
    emptyUnread: "لا توجد إشعارات غير مقروءة.",
    open: "فتح",
    when: "تاريخ الاستلام",
    notification: "الإشعار",
    actions: "الإجراءات",
    new: "جديد",
  },
};

registerStrings({ en, ar });

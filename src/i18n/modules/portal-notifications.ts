import { registerStrings } from "../lazy";

/**
 * Strings of the admin and partner portals' notifications: the header's bell and the notifications screen (en, ar).
 * Registered by the header (portal chunk) and by the screen's chunk.
 */
export const en = {
  portalNotifications: {
    title: "Notifications",
    subtitle: {
      admin: "What needs Khidma's attention: new partner applications, reassignment requests, low ratings.",
      partner: "What happened to your applications, services, packages and bookings.",
    },
    bell: "Notifications, {{count}} unread",
    all: "All",
    unread: "Unread",
    unreadCount: "{{count}} unread",
    markRead: "Mark as read",
    markAllRead: "Mark all as read",
    allRead: "All notifications are marked as read.",
    empty: "No notifications yet.",
    emptyUnread: "No unread notifications.",
    when: "Received",
    notification: "Notification",
    actions: "Actions",
    new: "New",
  },
};

export const ar: typeof en = {
  portalNotifications: {
    title: "الإشعارات",
    subtitle: {
      admin: "ما يحتاج إلى انتباه خدمة: طلبات الشراكة الجديدة وطلبات إعادة التعيين والتقييمات المنخفضة.",
      partner: "ما جرى على طلباتك وخدماتك وباقاتك وحجوزاتك.",
    },
    bell: "الإشعارات، {{count}} غير مقروءة",
    all: "الكل",
    unread: "غير المقروءة",
    unreadCount: "{{count}} غير مقروءة",
    markRead: "تعليم كمقروء",
    markAllRead: "تعليم الكل كمقروء",
    allRead: "تم تعليم كل الإشعارات كمقروءة.",
    empty: "لا توجد إشعارات بعد.",
    emptyUnread: "لا توجد إشعارات غير مقروءة.",
    when: "تاريخ الاستلام",
    notification: "الإشعار",
    actions: "الإجراءات",
    new: "جديد",
  },
};

registerStrings({ en, ar });

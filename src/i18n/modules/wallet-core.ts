import { registerStrings } from "../lazy";

/**
 * The few wallet strings the storefront header needs at first paint (menu entries, the notification bell). The rest
 * of the wallet's strings ship with its screens (wallet.ts, registered lazily).
 */
export const en = {
  wallet: {
    nav: {
      wallet: "Wallet",
      myPackages: "My packages",
    },
    bell: {
      label: "Notifications",
      labelUnread: "Notifications, {{count}} unread",
    },
  },
};

export const ar: typeof en = {
  wallet: {
    nav: {
      wallet: "المحفظة",
      myPackages: "باقاتي",
    },
    bell: {
      label: "الإشعارات",
      labelUnread: "الإشعارات، {{count}} غير مقروءة",
    },
  },
};

// Ships with the storefront screens that import this file (see ../lazy.ts), never with the portals.
registerStrings({ en, ar });

import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * Admin promotions and vouchers (src/portals/admin/promotions, issue 17a): the coupons, in the marketplace group; the
 * screens are shared with the partner's promotions (src/features/promotions).
 */
export const promotionsScreens: ManifestEntry[] = [
  resource({
    name: "coupons",
    identifier: "admin-coupons",
    label: "promotions.nav.admin",
    group: "marketplace",
    permissions: {
      list: "read-coupon",
      show: "read-coupon",
      create: "create-coupon",
      edit: "update-coupon",
      status: "update-coupon",
      duplicate: "duplicate-coupon",
      // the details' Generate codes (POST coupon/generate-codes/{id})
      generate: "create-coupon",
    },
    screens: {
      list: { title: "titles.adminCoupons", load: () => import("./coupon-list") },
      show: { title: "titles.adminCouponShow", load: () => import("./coupon-details") },
    },
  }),
];

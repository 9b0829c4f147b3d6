import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * The partner's Promotions (src/portals/partner/promotions, issue 17a): its own partner-funded coupons on its services
 * and packages, in the Business group. The same screens as the admin's coupons (src/features/promotions), scoped by
 * the API to the partner's own.
 */
export const promotionScreens: ManifestEntry[] = [
  resource({
    name: "coupons",
    identifier: "partner-promotions",
    route: "promotions",
    label: "promotions.nav.partner",
    group: "business",
    permissions: {
      list: "read-coupon",
      show: "read-coupon",
      create: "create-coupon",
      edit: "update-coupon",
      // the list's active switch (coupon/update/{id} with `active`)
      status: "update-coupon",
      duplicate: "duplicate-coupon",
      // the details' Generate codes (POST coupon/generate-codes/{id})
      generate: "create-coupon",
    },
    screens: {
      list: { title: "titles.partnerPromotions", load: () => import("./promotion-list") },
      show: { title: "titles.partnerPromotionShow", load: () => import("./promotion-details") },
    },
  }),
];

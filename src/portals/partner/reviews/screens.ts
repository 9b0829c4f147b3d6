import { type ManifestEntry, resource } from "../../../config/screens";

/** The partner's Reviews and ratings screen (src/portals/partner/reviews; strings in i18n/modules/partner-reviews). */
export const reviewScreens: ManifestEntry[] = [
  resource({
    name: "reviews",
    identifier: "partner-reviews",
    label: "partnerReviews.nav.reviews",
    // beside the appointments it rates (the group is declared with them)
    group: "appointments",
    // reply: the list's reply dialog (POST partner/review/reply/{id}, the resource's update; no screen of its own)
    permissions: { list: "read-rating-reviews", reply: "update-rating-reviews", edit: "update-rating-reviews" },
    screens: { list: { title: "titles.partnerReviews", load: () => import("./review-list") } },
  }),
];

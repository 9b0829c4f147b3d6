import { CouponDetailsScreen } from "../../../features/promotions/coupon-details";

/** /partner/promotions/show/:id: one of the partner's coupons, with its codes and redemptions (src/features/promotions). */
export default function PromotionDetailsPage() {
  return <CouponDetailsScreen resource="partner-promotions" side="partner" />;
}

import { CouponListScreen } from "../../../features/promotions/coupon-list";

/** /partner/promotions: the partner's own partner-funded coupons (src/features/promotions). */
export default function PromotionListPage() {
  return <CouponListScreen resource="partner-promotions" side="partner" />;
}

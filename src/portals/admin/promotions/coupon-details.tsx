import { CouponDetailsScreen } from "../../../features/promotions/coupon-details";

/** /admin/coupons/show/:id: any coupon's terms, budget, burn-down, codes and redemptions (src/features/promotions). */
export default function CouponDetailsPage() {
  return <CouponDetailsScreen resource="admin-coupons" side="admin" />;
}

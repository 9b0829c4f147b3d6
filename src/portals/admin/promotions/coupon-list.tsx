import { CouponListScreen } from "../../../features/promotions/coupon-list";

/** /admin/coupons: every coupon, with the funder and partner filters (src/features/promotions). */
export default function CouponListPage() {
  return <CouponListScreen resource="admin-coupons" side="admin" />;
}

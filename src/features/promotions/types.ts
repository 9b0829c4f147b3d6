import type { ApiSchema } from "../../api/api-types";

/** A coupon as coupon/list, details, create, update and duplicate answer it. */
export type Coupon = ApiSchema<"AdminCoupon">;

/** Which portal a coupon screen serves: the admin's (every coupon) or a partner's (its own partner-funded ones). */
export type PromotionsSide = "admin" | "partner";

/** One day of a coupon's budget burn-down (coupon/details/{id}): AED spent that day and so far, budget left. */
export interface BurnDownPoint {
  date: string;
  spent: number;
  cumulative: number;
  remaining: number | null;
}

/** A bulk generation of codes (coupon/generate-codes/{id}); `generated` grows while it is `running`. */
export interface CodeBatch {
  batch_id: number;
  coupon_id?: number;
  prefix: string;
  count: number;
  generated: number;
  status: "running" | "done";
  created_at: string;
}

/** coupon/details/{id}: the coupon with its spending (AED), generated codes, burn-down and code batches. */
export type CouponDetails = Coupon & {
  spent: number;
  remaining_budget: number | null;
  generated_codes: number;
  burn_down: BurnDownPoint[];
  code_batches: CodeBatch[];
};

/** A row of coupon/redemptions/{id}. */
export interface CouponRedemption {
  id: number;
  coupon_id: number;
  code: string;
  user_id: number | null;
  customer_name: string | null;
  order_id: number | null;
  order_number: string | null;
  discount: number;
  status: "reserved" | "redeemed";
  created_at: string;
}

import type { ApiSchema } from "../../api/api-types";

/** A coupon as coupon/list, details, create, update and duplicate answer it (with spent, remaining_budget in AED). */
export type Coupon = ApiSchema<"AdminCoupon">;

/** Which portal a coupon screen serves: the admin's (every coupon) or a partner's (its own partner-funded ones). */
export type PromotionsSide = "admin" | "partner";

/** One Dubai day of a coupon's budget burn-down: AED spent that day and so far, budget left after it. */
export type BurnDownPoint = ApiSchema<"AdminCouponBurnDownPoint">;

/** A bulk generation of codes as the details list it; `generated` grows while it is `running`. */
export type CodeBatch = ApiSchema<"AdminCouponCodeBatch">;

/** POST coupon/generate-codes/{id}'s answer: the batch started. */
export type CodeBatchResult = ApiSchema<"AdminCouponCodeBatchResult">;

/** coupon/details/{id}: the coupon with its burn-down and code batches. */
export type CouponDetails = ApiSchema<"AdminCouponDetails">;

/** A row of coupon/redemptions/{id}. */
export type CouponRedemption = ApiSchema<"AdminCouponRedemption">;

import type { Database } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
import { COUPON_ALREADY_APPLIED, COUPON_NOT_COMBINABLE, COUPON_SAME_FUNDER, COUPON_TWO_APPLIED } from "./messages.js";
import { type CouponInput, type CouponLine, type CouponResult, evaluateCoupon, normalizeCode } from "./service.js";

/**
 * Coupon stacking (issue 17). A cart or order holds one code, or two when one is a Khidma-funded coupon and the other
 * a partner-funded promotion and both are `combinable`. An exclusive code stands alone; two Khidma coupons or two
 * partner promotions never combine.
 *
 * Order of application: the partner's promotion first, on its in-scope lines (the partner's), then the Khidma coupon
 * on what the promotion left of its in-scope lines. Each coupon keeps all its own rules (validity, kind, scope,
 * budget, minimum order, first order, per-customer and total limits); the second one's minimum order and percent
 * read the lines as the first left them (what the customer would pay). Each discount is spread over its in-scope
 * lines in proportion to what they still cost (largest remainder, whole fils), never more than a line costs, so no
 * line goes below zero.
 */

export interface StackedCoupon extends CouponResult {
  /** 0 = the cart's first code (orders.coupon_id), 1 = the second. */
  slot: number;
  /** 1 = applied first. */
  position: number;
  /** The discount's share of each input line, fils (sums to discount_fils). */
  line_shares: number[];
}

export interface StackResult {
  /** In the order of application. */
  coupons: StackedCoupon[];
  discount_fils: number;
  /** Each input line's discount, fils, and the part of it partner-funded. */
  line_discounts: number[];
  line_partner_discounts: number[];
}

/** Largest-remainder split of `amount` over `weights`, each part at most its weight when amount <= their sum. */
function split(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length; k++, left--) parts[order[k].i] += 1;
  return parts.map((p, i) => Math.min(p, weights[i]));
}

/** Why two evaluated coupons cannot be held together, or null when they can. */
export function stackRefusal(
  a: Pick<CouponResult, "coupon_id" | "funded_by" | "stacking">,
  b: Pick<CouponResult, "coupon_id" | "funded_by" | "stacking">,
): string | null {
  if (a.coupon_id === b.coupon_id) return COUPON_ALREADY_APPLIED;
  if (a.stacking !== "combinable" || b.stacking !== "combinable") return COUPON_NOT_COMBINABLE;
  if (a.funded_by === b.funded_by) return COUPON_SAME_FUNDER;
  return null;
}

/**
 * Evaluates one or two codes against a cart or order (422 on `coupon_code` naming the first failing rule, or why the
 * second code cannot join the first). `codes[0]` is the code applied first (the cart's coupon).
 */
export async function evaluateStack(
  db: Database,
  input: Omit<CouponInput, "code" | "lines"> & { codes: string[]; lines: CouponLine[] },
): Promise<StackResult> {
  const codes = input.codes.map(normalizeCode).filter((c) => c !== "");
  if (codes.length > 2) throw fieldError("coupon_code", COUPON_TWO_APPLIED);
  if (codes.length === 2 && codes[0] === codes[1]) throw fieldError("coupon_code", COUPON_ALREADY_APPLIED);
  const n = input.lines.length;
  const zero = () => input.lines.map(() => 0);
  if (codes.length === 0)
    return { coupons: [], discount_fils: 0, line_discounts: zero(), line_partner_discounts: zero() };
  // Each code's own checks on the cart as it is, in the order applied (the first one's refusal first), then whether
  // the two may stand together.
  const alone: CouponResult[] = [];
  for (const code of codes) alone.push(await evaluateCoupon(db, { ...input, code, lines: input.lines }));
  if (alone.length === 2) {
    const why = stackRefusal(alone[0], alone[1]);
    if (why) throw fieldError("coupon_code", why);
  }
  // The partner's promotion first, then the Khidma coupon on what remains.
  const slots = alone.map((_, slot) => slot).sort((x, y) => rank(alone[x]) - rank(alone[y]));
  let remaining = input.lines.map((l) => l.total_fils);
  const lineDiscounts = zero();
  const partnerDiscounts = zero();
  const coupons: StackedCoupon[] = [];
  for (const [k, slot] of slots.entries()) {
    let result = alone[slot];
    let lines = input.lines;
    if (k > 0) {
      lines = input.lines.map((l, i) => ({ ...l, total_fils: remaining[i] }));
      result = await evaluateCoupon(db, {
        ...input,
        code: codes[slot],
        subtotalFils: remaining.reduce((a, b) => a + b, 0),
        lines,
      });
    }
    const inScope = lines.map((l) => result.scope_lines.includes(l));
    const shares = split(
      result.discount_fils,
      remaining.map((r, i) => (inScope[i] ? r : 0)),
    );
    const given = shares.reduce((a, b) => a + b, 0);
    for (let i = 0; i < n; i++) {
      remaining[i] -= shares[i];
      lineDiscounts[i] += shares[i];
      if (result.funded_by === "partner") partnerDiscounts[i] += shares[i];
    }
    remaining = remaining.map((r) => Math.max(0, r));
    coupons.push({ ...result, discount_fils: given, slot, position: k + 1, line_shares: shares });
  }
  return {
    coupons,
    discount_fils: coupons.reduce((a, c) => a + c.discount_fils, 0),
    line_discounts: lineDiscounts,
    line_partner_discounts: partnerDiscounts,
  };
}

const rank = (c: CouponResult) => (c.funded_by === "partner" ? 0 : 1);

/** The stack as createOrder takes it (null: no coupon). */
export function orderCoupons(stack: StackResult | null) {
  if (!stack || stack.coupons.length === 0) return null;
  return {
    coupons: stack.coupons.map((c) => ({
      coupon_id: c.coupon_id,
      code_id: c.code_id,
      funded_by: c.funded_by,
      discount_fils: c.discount_fils,
      slot: c.slot,
      position: c.position,
    })),
    line_discounts: stack.line_discounts,
    line_partner_discounts: stack.line_partner_discounts,
  };
}

export type OrderCoupons = NonNullable<ReturnType<typeof orderCoupons>>;

/**
 * The codes a checkout uses: the cart's saved codes, or the code sent in the body alone when it is not one of them
 * (as before stacking: the body's code wins over the cart's).
 */
export function checkoutCodes(sent: string | null | undefined, saved: string[]): string[] {
  const typed = sent ? normalizeCode(sent) : "";
  if (!typed || saved.includes(typed)) return saved;
  return [typed];
}

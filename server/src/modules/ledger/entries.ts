import type { BookingStatus, LedgerEntryType, OrderKind, OrderStatus, PaymentMethod } from "../../db/database.js";
import { aedText } from "../../lib/money.js";

/**
 * The partner ledger's lines, derived from a record's current state (pure functions; `sync.ts` loads the facts and
 * inserts what is missing by `event_key`). Amounts are integer fils, + owed to the partner. Rules (docs/architecture.md,
 * "Commission and the partner ledger"), per order line L of a booking's order O sold at VAT rate v (O.vat_rate_bp):
 * - net = L.total - L.vat (the line after every discount, excluding VAT: what the tax invoice shows);
 *   discount = (gross - L.total) excluding VAT, gross = quantity x unit price (VAT included, before discounts);
 * - revenue  + (net + discount): the line excluding VAT, before discounts;
 * - discount - discount, only when O's coupon is funded by this partner (a Khidma-funded one costs Khidma);
 * - commission - round(net x L.commission_bp / 10000) (the rate stored when sold; after all discounts);
 * - commission_vat - round(commission x v / 10000);
 * - supply_vat + round(supply x v / 10000), only when the partner has a TRN (is VAT registered) when the line is
 *   written: supply = revenue - the partner-funded discount (= net when the partner funds the coupon, revenue when
 *   Khidma does), what Khidma buys from the partner on the self-billed tax invoice (the payout statement); a kept
 *   fee's share (fee line) is a supply too and carries its VAT the same way;
 * - each rounded half up per line.
 */

export const LEDGER_TYPES = [
  "revenue",
  "discount",
  "commission",
  "commission_vat",
  "supply_vat",
  "fee",
  "reversal",
  "cash_collected",
  "adjustment",
  "payout",
  "payout_reversal",
  "carry_forward",
] as const satisfies readonly LedgerEntryType[];

export interface LedgerDraft {
  partner_id: number;
  type: LedgerEntryType;
  amount_fils: number;
  order_id: number | null;
  booking_id: number | null;
  subscription_id: number | null;
  event_key: string;
  description_en: string;
  description_ar: string;
  created_at: string;
}

export interface LineFacts {
  id: number;
  description_en: string;
  description_ar: string;
  quantity: number;
  unit_price_fils: number;
  total_fils: number;
  vat_fils: number;
  commission_bp: number;
  package_id?: number | null;
  /**
   * The partner-funded part of the line's discount, fils VAT incl. (coupon stacking, 041): with a Khidma coupon and a
   * partner promotion on one order only this part is the partner's. Null or absent: sold before, or one coupon (the
   * whole discount is the coupon funder's).
   */
  partner_discount_fils?: number | null;
}

export interface RefundFacts {
  /** The wallet transaction that gave the money back. */
  id: number;
  amount_fils: number;
  created_at: string;
}

export interface OrderFacts {
  id: number;
  number: string;
  kind: OrderKind;
  status: OrderStatus;
  payment_method: PaymentMethod;
  paid_at: string | null;
  total_fils: number;
  vat_rate_bp: number;
  /** The order's coupon is funded by the partner the line is for (its discount reduces the partner's revenue). */
  partner_funded: boolean;
  lines: LineFacts[];
  /** Money given back for this order (wallet refunds), oldest first. */
  refunds: RefundFacts[];
}

export interface BookingFacts {
  id: number;
  number: string;
  partner_id: number;
  status: BookingStatus;
  completed_at: string | null;
  cancelled_at: string | null;
  updated_at: string;
  cancellation_fee_fils: number | null;
  /** The partner has a TRN (VAT registered): its sales and kept fees carry supply_vat lines. */
  vat_registered: boolean;
  /** bookings.order_id */
  main: OrderFacts | null;
  /** The booking's quotation orders and reschedule-fee orders (orders.booking_id). */
  extra: OrderFacts[];
}

export interface SubscriptionFacts {
  id: number;
  number: string;
  partner_id: number;
  /** The partner has a TRN (VAT registered): each visit's sale carries a supply_vat line. */
  vat_registered: boolean;
  visits_total: number;
  order: OrderFacts;
  /** The order line the subscription was sold as. */
  line: LineFacts;
  /** Its completed visits, in the order they were completed. */
  visits: Array<{ id: number; number: string; completed_at: string }>;
}

/** The VAT inside a VAT-inclusive amount at `bp` basis points, rounded half up (lib/money's rule at any rate). */
export const vatInside = (gross: number, bp: number) => Math.round((gross * bp) / (10_000 + bp));
/** `bp` basis points of an amount, rounded half up. */
export const bpOf = (amount: number, bp: number) => Math.round((amount * bp) / 10_000);
/** "15" for 1500, "12.5" for 1250. */
export const percentText = (bp: number) => String(bp / 100);

/**
 * A line's parts in fils (all >= 0): revenue, the discount excluding VAT, commission and the VAT on it, and the
 * partner's supply to Khidma (revenue less the discount when the partner funds it) with its VAT (`supplyVat`, written
 * only for a VAT-registered partner).
 */
export function lineParts(line: LineFacts, vatBp: number, partnerFunded = false) {
  const gross = Math.round(line.quantity * line.unit_price_fils);
  const net = line.total_fils - line.vat_fils;
  const discountGross = Math.max(0, gross - line.total_fils);
  const allDiscounts = discountGross - vatInside(discountGross, vatBp);
  // `discount`: what a partner-funded discount line carries, only the partner's share when coupons were stacked (041)
  const partnerGross =
    line.partner_discount_fils === null || line.partner_discount_fils === undefined
      ? discountGross
      : Math.max(0, Math.min(line.partner_discount_fils, discountGross));
  const discount = partnerGross - vatInside(partnerGross, vatBp);
  const commission = bpOf(net, line.commission_bp);
  const revenue = net + allDiscounts;
  const supply = partnerFunded ? revenue - discount : revenue;
  return {
    revenue,
    discount,
    net,
    commission,
    commissionVat: bpOf(commission, vatBp),
    supply,
    supplyVat: bpOf(supply, vatBp),
  };
}

/**
 * Splits `total` over `weights` in integer parts that add up to it exactly (largest remainder, ties to the earlier
 * part), as orders/service.ts splits an order's discount and VAT over its lines.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left--) parts[order[k].i] += 1;
  return parts;
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

type Draft = Omit<LedgerDraft, "partner_id" | "booking_id" | "subscription_id">;

interface Subject {
  en: string;
  ar: string;
}

/**
 * revenue, discount (partner-funded), commission, commission_vat and (a VAT-registered partner) supply_vat lines of
 * amounts (>= 0) about `subject`.
 */
function saleDrafts(
  keyOf: (type: LedgerEntryType) => string,
  order: OrderFacts,
  parts: { revenue: number; discount: number; commission: number; commissionVat: number; supplyVat: number },
  rateBp: number,
  subject: Subject,
  at: string,
  vatRegistered: boolean,
): Draft[] {
  const vat = percentText(order.vat_rate_bp);
  const out: Draft[] = [];
  const add = (type: LedgerEntryType, amount: number, en: string, ar: string) => {
    if (amount !== 0)
      out.push({
        type,
        amount_fils: amount,
        order_id: order.id,
        event_key: keyOf(type),
        description_en: `${en}: ${subject.en}`,
        description_ar: `${ar}: ${subject.ar}`,
        created_at: at,
      });
  };
  add("revenue", parts.revenue, "Revenue", "إيراد");
  if (order.partner_funded) add("discount", -parts.discount, "Partner-funded discount", "خصم على حساب مزود الخدمة");
  add(
    "commission",
    -parts.commission,
    `Khidma commission ${percentText(rateBp)}%`,
    `عمولة خدمة ${percentText(rateBp)}%`,
  );
  add(
    "commission_vat",
    -parts.commissionVat,
    `VAT ${vat}% on Khidma's commission`,
    `ضريبة القيمة المضافة ${vat}% على عمولة خدمة`,
  );
  if (vatRegistered)
    add(
      "supply_vat",
      parts.supplyVat,
      `VAT ${vat}% on the partner's supply (self-billed)`,
      `ضريبة القيمة المضافة ${vat}% على توريد الشريك (فاتورة ذاتية)`,
    );
  return out;
}

const FEE_TEXT = {
  cancellation: ["Cancellation fee kept", "رسوم الإلغاء المحتفظ بها"],
  "no-show": ["Missed appointment fee kept", "رسوم الموعد الفائت المحتفظ بها"],
  reschedule: ["Reschedule fee", "رسوم إعادة الجدولة"],
} as const;

/**
 * A booking's lines (not its reversals, see `bookingReversals`):
 * - revenue, discount, commission, commission_vat per line of its own order and of its quotation orders, once the
 *   booking is completed and that order is paid (a cash order: when the partner collected it), dated then;
 * - cash_collected - the order's total (VAT included) for each cash order the partner collected, dated when paid;
 * - fee + the kept cancellation or no-show fee excluding VAT (only when the customer had paid: a cash booking's fee
 *   that was never collected is owed, not kept), with commission and commission_vat at the booking's lines' rates
 *   (the fee spread over them by their totals); a paid reschedule fee the same way, at its own line's rate;
 * - supply_vat + on each sale line and kept fee when the partner is VAT registered (`vat_registered`).
 */
export function bookingDrafts(b: BookingFacts): LedgerDraft[] {
  const out: Draft[] = [];
  const ref = b.number;
  const sold = [b.main, ...b.extra.filter((o) => o.kind === "quotation")].filter((o): o is OrderFacts => o !== null);
  for (const order of sold) {
    const paid = order.paid_at !== null && (order.status === "paid" || order.status === "refunded");
    if (b.status === "completed" && paid) {
      const at = later(b.completed_at, order.paid_at) ?? b.updated_at;
      for (const line of order.lines) {
        const subject = {
          en: `${line.description_en} x ${line.quantity}, booking ${ref}`,
          ar: `${line.description_ar} × ${line.quantity}، الحجز ${ref}`,
        };
        out.push(
          ...saleDrafts(
            (type) => `booking:${b.id}:${type}:line:${line.id}`,
            order,
            lineParts(line, order.vat_rate_bp, order.partner_funded),
            line.commission_bp,
            subject,
            at,
            b.vat_registered,
          ),
        );
      }
    }
    if (order.payment_method === "cash" && order.paid_at !== null && order.total_fils > 0)
      out.push({
        type: "cash_collected",
        amount_fils: -order.total_fils,
        order_id: order.id,
        event_key: `booking:${b.id}:cash_collected:order:${order.id}`,
        description_en: `Cash collected from the customer, order ${order.number} (booking ${ref})`,
        description_ar: `نقد استلمه مزود الخدمة من العميل، الطلب ${order.number} (الحجز ${ref})`,
        created_at: order.paid_at,
      });
  }

  // a kept cancellation or no-show fee
  const main = b.main;
  const feeKind = b.status === "cancelled" ? "cancellation" : b.status === "no-show" ? "no-show" : null;
  if (feeKind && main && main.paid_at !== null && (b.cancellation_fee_fils ?? 0) > 0 && main.lines.length > 0) {
    const fee = Math.min(b.cancellation_fee_fils ?? 0, main.total_fils);
    const feeNet = fee - vatInside(fee, main.vat_rate_bp);
    const shares = spread(
      feeNet,
      main.lines.map((l) => Math.max(0, l.total_fils)),
    );
    const commission = shares.reduce((a, s, i) => a + bpOf(s, main.lines[i].commission_bp), 0);
    const rates = [...new Set(main.lines.map((l) => l.commission_bp))];
    out.push(
      ...feeDrafts(
        b,
        main,
        feeKind,
        feeNet,
        commission,
        rates.length === 1 ? rates[0] : null,
        b.cancelled_at ?? b.updated_at,
      ),
    );
  }
  // paid reschedule fees
  for (const order of b.extra.filter((o) => o.kind === "reschedule" && o.paid_at !== null)) {
    for (const line of order.lines) {
      const feeNet = line.total_fils - line.vat_fils;
      out.push(
        ...feeDrafts(
          b,
          order,
          "reschedule",
          feeNet,
          bpOf(feeNet, line.commission_bp),
          line.commission_bp,
          order.paid_at!,
          line.id,
        ),
      );
    }
  }
  return out.map((d) => ({ ...d, partner_id: b.partner_id, booking_id: b.id, subscription_id: null }));
}

function feeDrafts(
  b: BookingFacts,
  order: OrderFacts,
  kind: keyof typeof FEE_TEXT,
  feeNet: number,
  commission: number,
  rateBp: number | null,
  at: string,
  lineId?: number,
): Draft[] {
  const [en, ar] = FEE_TEXT[kind];
  const tail = lineId === undefined ? kind : `line:${lineId}`;
  const subject = { en: `${en}, booking ${b.number}`, ar: `${ar}، الحجز ${b.number}` };
  const out: Draft[] = [];
  if (feeNet > 0)
    out.push({
      type: "fee",
      amount_fils: feeNet,
      order_id: order.id,
      event_key: `booking:${b.id}:fee:${tail}`,
      description_en: `${subject.en} (excluding VAT)`,
      description_ar: `${subject.ar} (بدون ضريبة القيمة المضافة)`,
      created_at: at,
    });
  const rate = rateBp === null ? "" : ` ${percentText(rateBp)}%`;
  const vat = percentText(order.vat_rate_bp);
  const commissionVat = bpOf(commission, order.vat_rate_bp);
  if (commission > 0)
    out.push({
      type: "commission",
      amount_fils: -commission,
      order_id: order.id,
      event_key: `booking:${b.id}:commission:fee:${tail}`,
      description_en: `Khidma commission${rate}: ${subject.en}`,
      description_ar: `عمولة خدمة${rate}: ${subject.ar}`,
      created_at: at,
    });
  if (commissionVat > 0)
    out.push({
      type: "commission_vat",
      amount_fils: -commissionVat,
      order_id: order.id,
      event_key: `booking:${b.id}:commission_vat:fee:${tail}`,
      description_en: `VAT ${vat}% on Khidma's commission: ${subject.en}`,
      description_ar: `ضريبة القيمة المضافة ${vat}% على عمولة خدمة: ${subject.ar}`,
      created_at: at,
    });
  // the kept fee's share is the partner's supply to Khidma too
  const supplyVat = b.vat_registered && feeNet > 0 ? bpOf(feeNet, order.vat_rate_bp) : 0;
  if (supplyVat > 0)
    out.push({
      type: "supply_vat",
      amount_fils: supplyVat,
      order_id: order.id,
      event_key: `booking:${b.id}:supply_vat:fee:${tail}`,
      description_en: `VAT ${vat}% on the partner's supply (self-billed): ${subject.en}`,
      description_ar: `ضريبة القيمة المضافة ${vat}% على توريد الشريك (فاتورة ذاتية): ${subject.ar}`,
      created_at: at,
    });
  return out;
}

/** The key of a booking line's sale (not of a fee): what a refund reverses. */
const SALE_KEY = /^booking:\d+:(revenue|discount|commission|commission_vat|supply_vat):line:\d+$/;

/** x * num / den rounded half away from zero (so a reversal mirrors its line whatever the sign). */
const scaled = (x: number, num: number, den: number) => Math.sign(x) * Math.round((Math.abs(x) * num) / den);

export interface WrittenLine {
  id: number;
  order_id: number | null;
  type: LedgerEntryType;
  amount_fils: number;
  event_key: string;
  description_en: string;
  description_ar: string;
}

/** The line types a refund reverses (the sale of the order; cash the partner holds stays collected). */
export const REVERSIBLE: readonly LedgerEntryType[] = [
  "revenue",
  "discount",
  "commission",
  "commission_vat",
  "supply_vat",
];

/**
 * A refund after revenue was written reverses each earlier sale line of the order it refunds, pro rata: after
 * refunds totalling R of the order's total T, each line L has been reversed by round(L x R / T) in all (each refund
 * writes the difference from the refunds before it), so a full refund, in one go or in parts, cancels the lines
 * exactly. Dated when the money went back. Only a completed booking's sale is reversed: the money a cancellation,
 * decline or no-show gives back was never revenue, and the fee it keeps (with its commission) stays.
 */
export function bookingReversals(b: BookingFacts, written: readonly WrittenLine[]): LedgerDraft[] {
  const out: LedgerDraft[] = [];
  if (b.status !== "completed") return out;
  for (const order of [b.main, ...b.extra].filter((o): o is OrderFacts => o !== null)) {
    if (order.refunds.length === 0 || order.total_fils <= 0) continue;
    const lines = written.filter(
      (w) => w.order_id === order.id && REVERSIBLE.includes(w.type) && SALE_KEY.test(w.event_key),
    );
    if (lines.length === 0) continue;
    let before = 0;
    for (const refund of order.refunds) {
      const after = Math.min(order.total_fils, before + refund.amount_fils);
      for (const line of lines) {
        const amount = -(
          scaled(line.amount_fils, after, order.total_fils) - scaled(line.amount_fils, before, order.total_fils)
        );
        if (amount === 0) continue;
        out.push({
          partner_id: b.partner_id,
          type: "reversal",
          amount_fils: amount,
          order_id: order.id,
          booking_id: b.id,
          subscription_id: null,
          event_key: `booking:${b.id}:reversal:refund:${refund.id}:line:${line.id}`,
          description_en: `Refund of AED ${aedText(refund.amount_fils)} (order ${order.number}) reverses: ${line.description_en}`,
          description_ar: `استرداد ${aedText(refund.amount_fils)} درهم (الطلب ${order.number}) يعكس: ${line.description_ar}`,
          created_at: refund.created_at,
        });
      }
      before = after;
    }
  }
  return out;
}

/** Visit k (1-based) of n's share of an amount: floor(x / n) each, the last visit the remainder. */
export const visitShare = (x: number, k: number, n: number) =>
  n <= 0 || k > n ? 0 : k < n ? Math.floor(x / n) : x - (n - 1) * Math.floor(x / n);

/**
 * A package's lines, per completed visit: the subscription's line (revenue, partner-funded discount, commission,
 * commission VAT and, for a VAT-registered partner, supply VAT, as for a booking line) is earned visit by visit, each visit 1/visits_total of every part (in fils,
 * rounded down) and the last visit the remainder, so the parts add up exactly once every visit is done. Dated when
 * the visit was completed; only for a paid package order.
 */
export function subscriptionDrafts(s: SubscriptionFacts): LedgerDraft[] {
  if (s.order.paid_at === null) return [];
  const parts = lineParts(s.line, s.order.vat_rate_bp, s.order.partner_funded);
  const n = s.visits_total;
  const out: LedgerDraft[] = [];
  s.visits.forEach((visit, i) => {
    const k = i + 1;
    if (k > n) return;
    const share = {
      revenue: visitShare(parts.revenue, k, n),
      discount: visitShare(parts.discount, k, n),
      commission: visitShare(parts.commission, k, n),
      commissionVat: visitShare(parts.commissionVat, k, n),
      supplyVat: visitShare(parts.supplyVat, k, n),
    };
    const subject = {
      en: `package ${s.number}, visit ${k} of ${n} (booking ${visit.number})`,
      ar: `الباقة ${s.number}، الزيارة ${k} من ${n} (الحجز ${visit.number})`,
    };
    for (const d of saleDrafts(
      (type) => `subscription:${s.id}:visit:${visit.id}:${type}`,
      s.order,
      share,
      s.line.commission_bp,
      subject,
      visit.completed_at,
      s.vat_registered,
    ))
      out.push({ ...d, partner_id: s.partner_id, booking_id: visit.id, subscription_id: s.id });
  });
  return out;
}

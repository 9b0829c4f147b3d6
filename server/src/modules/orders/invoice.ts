import type { Database } from "../../db/database.js";
import { ApiError } from "../../lib/errors.js";
import type { Lang } from "../../lib/i18n.js";
import { aed, bpPercent, vatOf } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { INVOICE_NOT_FOUND } from "./messages.js";
import { orderCouponViews } from "./order-coupons.js";

/** The supplier's Arabic name when `master_settings` has no `company_name_ar`. */
export const COMPANY_NAME_AR = "خدمة للتقنيات ذ.م.م";

const parse = (value: string | undefined): string => {
  if (value === undefined) return "";
  try {
    const v = JSON.parse(value);
    return typeof v === "string" ? v : String(v ?? "");
  } catch {
    return value;
  }
};

const pick = (lang: Lang, en: string, ar: string) => (lang === "ar" ? ar || en : en);

/**
 * The tax invoice of one of `userId`'s paid orders (404 until the order is paid, or for anyone else's order).
 * Supplier: Khidma (master_settings company_name, address, trn); provider: the partner who does the work.
 */
export async function invoiceView(db: Database, orderId: number, userId: number, lang: Lang) {
  const order = await db
    .selectFrom("orders as o")
    .innerJoin("invoices as i", "i.order_id", "o.id")
    .innerJoin("users as u", "u.id", "o.user_id")
    .leftJoin("partners as p", "p.id", "o.partner_id")
    .select([
      "o.id",
      "o.number as order_number",
      "o.status",
      "o.payment_method",
      "o.subtotal_fils",
      "o.discount_fils",
      "o.coupon_id",
      "o.coupon_code_id",
      "o.total_fils",
      "o.vat_fils",
      "o.vat_rate_bp",
      "i.id as invoice_id",
      "i.number as invoice_number",
      "i.issued_at",
      "i.supply_date",
      "u.first_name",
      "u.last_name",
      "u.email",
      "u.phone",
      "p.id as partner_id",
      "p.name_en as partner_name_en",
      "p.name_ar as partner_name_ar",
    ])
    .where("o.id", "=", orderId)
    .where("o.user_id", "=", userId)
    .executeTakeFirst();
  if (!order) throw new ApiError(404, INVOICE_NOT_FOUND);

  const [settings, lines, payment, booking, subscription] = await Promise.all([
    db
      .selectFrom("master_settings")
      .select(["key", "value"])
      .where("key", "in", ["company_name", "company_name_ar", "address", "address_ar", "trn"])
      .execute(),
    db.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db
      .selectFrom("payments")
      .select(["gateway", "reference", "card_brand", "card_last4"])
      .where("order_id", "=", orderId)
      .where("status", "=", "succeeded")
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db.selectFrom("bookings").select("address_text").where("order_id", "=", orderId).executeTakeFirst(),
    db
      .selectFrom("package_subscriptions as s")
      .leftJoin("user_addresses as a", "a.id", "s.user_address_id")
      .leftJoin("communities as c", "c.id", "a.community_id")
      .leftJoin("emirates as e", "e.id", "a.emirate_id")
      .select([
        "a.building",
        "a.apartment_or_villa_number",
        "a.street",
        "c.name_en as community_en",
        "c.name_ar as community_ar",
        "e.name_en as emirate_en",
        "e.name_ar as emirate_ar",
      ])
      .where("s.order_id", "=", orderId)
      .executeTakeFirst(),
  ]);
  const ms = new Map(settings.map((s) => [s.key, parse(s.value)]));
  const nameEn = ms.get("company_name") || "Khidma";
  const nameAr = ms.get("company_name_ar") || COMPANY_NAME_AR;
  const addressEn = ms.get("address") ?? "";
  const addressAr = ms.get("address_ar") || addressEn;

  let address: string | null = booking?.address_text ?? null;
  if (!address && subscription?.building) {
    const ar = lang === "ar";
    address = [
      `${subscription.apartment_or_villa_number ?? ""} ${subscription.building}`.trim(),
      subscription.street,
      ar ? subscription.community_ar : subscription.community_en,
      ar ? subscription.emirate_ar : subscription.emirate_en,
    ]
      .filter((p): p is string => Boolean(p))
      .join(", ");
  }

  return {
    id: order.invoice_id,
    number: order.invoice_number,
    issued_at: order.issued_at,
    supply_date: order.supply_date,
    order_id: order.id,
    order_number: order.order_number,
    currency: "AED" as const,
    supplier: {
      name: pick(lang, nameEn, nameAr),
      name_en: nameEn,
      name_ar: nameAr,
      address: pick(lang, addressEn, addressAr),
      trn: ms.get("trn") ?? "",
    },
    provider:
      order.partner_id === null
        ? null
        : {
            name: pick(lang, order.partner_name_en ?? "", order.partner_name_ar ?? ""),
            name_en: order.partner_name_en ?? "",
            name_ar: order.partner_name_ar ?? "",
          },
    customer: {
      name: `${order.first_name} ${order.last_name}`.trim(),
      email: order.email,
      phone: order.phone ?? null,
      address,
    },
    lines: lines.map((l) => {
      const unit = num(l.unit_price_fils);
      const total = num(l.total_fils);
      const vat = num(l.vat_fils);
      return {
        description: pick(lang, l.description_en, l.description_ar),
        description_en: l.description_en,
        description_ar: l.description_ar,
        quantity: num(l.quantity),
        // the rate the order was sold at: a later change of the saved rate never alters an issued invoice
        unit_price_excl_vat: aed(unit - vatOf(unit, num(order.vat_rate_bp))),
        unit_price: aed(unit),
        vat_rate: bpPercent(num(order.vat_rate_bp)),
        vat_amount: aed(vat),
        total_excl_vat: aed(total - vat),
        total: aed(total),
      };
    }),
    subtotal: aed(num(order.subtotal_fils)),
    subtotal_excl_vat: aed(num(order.total_fils) - num(order.vat_fils)),
    discount: aed(num(order.discount_fils)),
    // each code's discount and who bears it (coupon stacking, issue 17)
    discounts: await orderCouponViews(db, { ...order, discount_fils: num(order.discount_fils) }),
    vat_amount: aed(num(order.vat_fils)),
    total: aed(num(order.total_fils)),
    paid_by: order.payment_method,
    payment_reference: payment?.reference ?? null,
    card_brand: payment?.card_brand ?? null,
    card_last4: payment?.card_last4 ?? null,
  };
}

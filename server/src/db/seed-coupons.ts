import { type Database, nowIso } from "./database.js";

type CouponSeed = {
  code: string;
  /** The coupon's name on the admin's promotions screens. */
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  discount_type: "percent" | "fixed";
  discount_value: number;
  max_discount_fils: number | null;
  applies_to: "any" | "service" | "package";
  min_order_fils: number;
  first_order_only: number;
  per_user_limit: number;
  usage_limit: number | null;
  starts_at: string | null;
  ends_at: string | null;
  status: string;
};

export const SEED_COUPONS: CouponSeed[] = [
  {
    code: "WELCOME10",
    title_en: "Welcome offer",
    title_ar: "عرض الترحيب",
    description_en: "10% off your first order (up to AED 100)",
    description_ar: "خصم 10% على طلبك الأول (حتى 100 درهم)",
    discount_type: "percent",
    discount_value: 10,
    max_discount_fils: 10000,
    applies_to: "any",
    min_order_fils: 0,
    first_order_only: 1,
    per_user_limit: 1,
    usage_limit: null,
    starts_at: null,
    ends_at: null,
    status: "active",
  },
  {
    code: "CLEAN50",
    title_en: "Package saver",
    title_ar: "توفير الباقات",
    description_en: "AED 50 off packages of AED 500 or more",
    description_ar: "خصم 50 درهماً على الباقات بقيمة 500 درهم أو أكثر",
    discount_type: "fixed",
    discount_value: 5000,
    max_discount_fils: null,
    applies_to: "package",
    min_order_fils: 50000,
    first_order_only: 0,
    per_user_limit: 1,
    usage_limit: null,
    starts_at: null,
    ends_at: null,
    status: "active",
  },
  {
    // Expired on purpose (tests and the demo show the "expired" message).
    code: "SUMMER25",
    title_en: "Summer cleaning",
    title_ar: "تنظيف الصيف",
    description_en: "25% off summer cleaning",
    description_ar: "خصم 25% على تنظيف الصيف",
    discount_type: "percent",
    discount_value: 25,
    max_discount_fils: 15000,
    applies_to: "any",
    min_order_fils: 0,
    first_order_only: 0,
    per_user_limit: 1,
    usage_limit: null,
    // 1 June to 30 September 2024, inclusive, in Dubai (UTC+4): 00:00 on the first day to 23:59:59.999 on the last.
    starts_at: "2024-05-31T20:00:00.000Z",
    ends_at: "2024-09-30T19:59:59.999Z",
    status: "active",
  },
];

/** Seeds WELCOME10 and CLEAN50 (docs/commerce-api.md), plus the expired SUMMER25. Idempotent. */
export async function seedCoupons(db: Database): Promise<void> {
  const at = nowIso();
  for (const c of SEED_COUPONS) {
    const existing = await db.selectFrom("coupons").select("id").where("code", "=", c.code).executeTakeFirst();
    if (existing) {
      await db
        .updateTable("coupons")
        .set({ ...c, partner_id: null, updated_at: at })
        .where("id", "=", existing.id)
        .execute();
    } else {
      await db
        .insertInto("coupons")
        .values({ ...c, partner_id: null, created_at: at, updated_at: at })
        .execute();
    }
  }
}

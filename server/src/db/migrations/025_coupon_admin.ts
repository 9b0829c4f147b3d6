import type { Kysely } from "kysely";
import type { AppMigration } from "./helpers.js";

/**
 * Promotions and vouchers, first slice (issue 17): what the admin's and a partner's coupon screens edit.
 * - `coupons.title_en`/`title_ar`: the coupon's name in both languages ('' until named; the seed names its coupons).
 * - `coupons.budget_fils`: the AED budget in fils (null: none).
 * - `coupons.funded_by`: khidma | partner (who carries the discount; a partner-funded coupon has a `partner_id`).
 * - `coupons.stacking`: exclusive | combinable (with partner promotions).
 * - The active toggle is the existing `coupons.status` ('active' | 'inactive'): checkout already refuses a coupon
 *   whose status is not 'active', so no second flag can disagree with it.
 * - Scope: `coupon_categories`, `coupon_partners`, `coupon_services`, `coupon_packages` (coupon id + the id; primary
 *   key on both, index on the second for "which coupons name this service").
 */
const SCOPES = [
  ["coupon_categories", "category_id", "categories"],
  ["coupon_partners", "partner_id", "partners"],
  ["coupon_services", "service_id", "services"],
  ["coupon_packages", "package_id", "packages"],
] as const;

export const migration025CouponAdmin: AppMigration = {
  async up(db: Kysely<unknown>) {
    const coupons = () => db.schema.alterTable("coupons");
    await coupons()
      .addColumn("title_en", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await coupons()
      .addColumn("title_ar", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await coupons().addColumn("budget_fils", "integer").execute();
    await coupons()
      .addColumn("funded_by", "text", (c) => c.notNull().defaultTo("khidma"))
      .execute();
    await coupons()
      .addColumn("stacking", "text", (c) => c.notNull().defaultTo("exclusive"))
      .execute();
    for (const [name, on] of [
      ["coupons_partner", ["partner_id"]],
      ["coupons_status_ends", ["status", "ends_at"]],
      ["coupons_starts", ["starts_at"]],
      ["coupons_created", ["created_at"]],
    ] as const) {
      await db.schema
        .createIndex(name)
        .ifNotExists()
        .on("coupons")
        .columns([...on])
        .execute();
    }
    for (const [table, column, target] of SCOPES) {
      await db.schema
        .createTable(table)
        .ifNotExists()
        .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
        .addColumn(column, "integer", (c) => c.notNull().references(`${target}.id`).onDelete("cascade"))
        .addPrimaryKeyConstraint(`${table}_pk`, ["coupon_id", column])
        .execute();
      await db.schema.createIndex(`${table}_${column}`).ifNotExists().on(table).column(column).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [table] of SCOPES) await db.schema.dropTable(table).ifExists().execute();
    for (const name of ["coupons_partner", "coupons_status_ends", "coupons_starts", "coupons_created"])
      await db.schema.dropIndex(name).ifExists().execute();
    for (const column of ["stacking", "funded_by", "budget_fils", "title_ar", "title_en"])
      await db.schema.alterTable("coupons").dropColumn(column).execute();
  },
};

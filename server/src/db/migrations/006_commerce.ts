import type { CreateTableBuilder, Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

/**
 * Everything a customer does with money and appointments (issue 5): carts, coupons, orders and payments,
 * bookings (appointments) with their status history, technicians, reassignment requests, quotations and completion
 * reports, partners' working hours and holidays, wallet, loyalty, purchased packages, notifications, tax invoices
 * and idempotency keys. Money is integer fils; times are ISO-8601 UTC text; dates are `YYYY-MM-DD` (Asia/Dubai).
 */
export const migration006Commerce: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    const table = (name: string) => withId(db.schema.createTable(name).ifNotExists(), driver);
    const timestamps = <T extends string>(t: CreateTableBuilder<T, "id">) =>
      t.addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull());
    const index = async (name: string, on: string, columns: string[], unique = false) => {
      let b = db.schema.createIndex(name).ifNotExists().on(on).columns(columns);
      if (unique) b = b.unique();
      await b.execute();
    };

    // A cart belongs to a user, or to a guest's client token until that guest signs in (then it is merged).
    await timestamps(
      table("carts")
        .addColumn("kind", "text", (c) => c.notNull()) // service | package
        .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("guest_token_id", "integer", (c) => c.references("tokens.id").onDelete("cascade"))
        .addColumn("coupon_id", "integer")
        .addColumn("notes", "text")
        .addColumn("images", "text", (c) => c.notNull().defaultTo("[]")), // JSON string[] of /uploads/... paths
    ).execute();
    await index("carts_user_kind", "carts", ["user_id", "kind"]);
    await index("carts_guest_kind", "carts", ["guest_token_id", "kind"]);

    await timestamps(
      table("cart_items")
        .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
        .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
        .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
        .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("notes", "text")
        .addColumn("images", "text", (c) => c.notNull().defaultTo("[]")),
    ).execute();
    await index("cart_items_cart", "cart_items", ["cart_id"]);

    await timestamps(
      table("package_cart_items")
        .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
        .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id"))
        .addColumn("package_duration_id", "integer", (c) => c.notNull().references("package_durations.id"))
        .addColumn("property_type", "text", (c) => c.notNull())
        .addColumn("property_size", "text", (c) => c.notNull())
        .addColumn("user_address_id", "integer", (c) => c.references("user_addresses.id").onDelete("set null")),
    ).execute();
    await index("package_cart_items_cart", "package_cart_items", ["cart_id"]);

    await timestamps(
      table("coupons")
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("partner_id", "integer", (c) => c.references("partners.id"))
        .addColumn("description_en", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("discount_type", "text", (c) => c.notNull()) // percent | fixed
        .addColumn("discount_value", "integer", (c) => c.notNull()) // percent, or fils
        .addColumn("max_discount_fils", "integer")
        .addColumn("applies_to", "text", (c) => c.notNull().defaultTo("any")) // any | service | package
        .addColumn("min_order_fils", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("first_order_only", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("per_user_limit", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("usage_limit", "integer")
        .addColumn("starts_at", "text")
        .addColumn("ends_at", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("active")),
    ).execute();
    await index("coupons_code", "coupons", ["code"], true);

    // An order is what gets paid: a booking checkout, a package purchase, a quotation, a reschedule fee or a
    // wallet top-up. `number` is the customer-facing reference (KH-000123).
    await timestamps(
      table("orders")
        .addColumn("number", "text", (c) => c.notNull())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
        .addColumn("partner_id", "integer", (c) => c.references("partners.id"))
        .addColumn("kind", "text", (c) => c.notNull()) // booking | package | quotation | reschedule | topup
        .addColumn("status", "text", (c) => c.notNull()) // pending | paid | failed | cancelled | refunded
        .addColumn("payment_method", "text", (c) => c.notNull()) // card | wallet | cash
        .addColumn("subtotal_fils", "integer", (c) => c.notNull()) // gross (VAT incl.) before discount
        .addColumn("discount_fils", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("total_fils", "integer", (c) => c.notNull()) // payable, VAT incl.
        .addColumn("vat_fils", "integer", (c) => c.notNull())
        .addColumn("wallet_fils", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("coupon_id", "integer", (c) => c.references("coupons.id"))
        .addColumn("cart_id", "integer") // the cart this order empties once paid (or at once for cash)
        .addColumn("idempotency_key", "text")
        .addColumn("paid_at", "text"),
    ).execute();
    await index("orders_number", "orders", ["number"], true);
    await index("orders_user", "orders", ["user_id", "kind"]);

    await table("order_lines")
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("description_en", "text", (c) => c.notNull())
      .addColumn("description_ar", "text", (c) => c.notNull())
      .addColumn("service_id", "integer", (c) => c.references("services.id"))
      .addColumn("package_id", "integer", (c) => c.references("packages.id"))
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("unit_price_fils", "integer", (c) => c.notNull()) // VAT incl.
      .addColumn("total_fils", "integer", (c) => c.notNull()) // VAT incl., after this line's share of discount
      .addColumn("vat_fils", "integer", (c) => c.notNull())
      .execute();
    await index("order_lines_order", "order_lines", ["order_id"]);

    await table("coupon_redemptions")
      .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("discount_fils", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("coupon_redemptions_coupon_user", "coupon_redemptions", ["coupon_id", "user_id"]);

    await table("payments")
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("gateway", "text", (c) => c.notNull()) // test | wallet | cash
      .addColumn("amount_fils", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull()) // succeeded | declined | refunded
      .addColumn("reference", "text")
      .addColumn("card_brand", "text")
      .addColumn("card_last4", "text")
      .addColumn("failure_message", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("payments_order", "payments", ["order_id"]);

    // Bookings are the appointments the partner and admin portals manage.
    await timestamps(
      table("bookings")
        .addColumn("number", "text", (c) => c.notNull()) // BK-000123
        .addColumn("order_id", "integer", (c) => c.references("orders.id"))
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
        .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
        .addColumn("user_address_id", "integer", (c) => c.references("user_addresses.id").onDelete("set null"))
        .addColumn("address_text", "text", (c) => c.notNull()) // snapshot at booking time
        .addColumn("community_id", "integer", (c) => c.references("communities.id"))
        .addColumn("scheduled_at", "text", (c) => c.notNull()) // slot start, ISO UTC
        .addColumn("duration_minutes", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull()) // statuses of type booking (requested ... cancelled)
        .addColumn("payment_status", "text", (c) => c.notNull()) // pending | paid | cash | refunded | failed
        .addColumn("technician_id", "integer", (c) => c.references("users.id"))
        .addColumn("subscription_id", "integer") // a visit of a purchased package
        .addColumn("total_fils", "integer", (c) => c.notNull())
        .addColumn("notes", "text")
        .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("cancellation_fee_fils", "integer")
        .addColumn("cancel_reason", "text")
        .addColumn("cancelled_at", "text")
        .addColumn("completed_at", "text")
        .addColumn("reschedule_count", "integer", (c) => c.notNull().defaultTo(0)),
    ).execute();
    await index("bookings_number", "bookings", ["number"], true);
    await index("bookings_user", "bookings", ["user_id", "scheduled_at"]);
    await index("bookings_partner", "bookings", ["partner_id", "scheduled_at"]);
    await index("bookings_status", "bookings", ["status"]);

    await table("booking_items")
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("unit_price_fils", "integer", (c) => c.notNull())
      .addColumn("total_fils", "integer", (c) => c.notNull())
      .execute();
    await index("booking_items_booking", "booking_items", ["booking_id"]);

    await table("booking_status_history")
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("actor_user_id", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("booking_status_history_booking", "booking_status_history", ["booking_id"]);

    await timestamps(
      table("reassignment_requests")
        .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
        .addColumn("technician_id", "integer", (c) => c.references("users.id"))
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending")) // pending | approved | rejected
        .addColumn("new_technician_id", "integer", (c) => c.references("users.id"))
        .addColumn("resolved_by", "integer", (c) => c.references("users.id"))
        .addColumn("resolution_note", "text"),
    ).execute();

    await timestamps(
      table("quotations")
        .addColumn("number", "text", (c) => c.notNull()) // QT-000123
        .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
        .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
        .addColumn("title_en", "text", (c) => c.notNull())
        .addColumn("title_ar", "text", (c) => c.notNull())
        .addColumn("lines", "text", (c) => c.notNull()) // JSON [{description_en, description_ar, quantity, unit_price_fils}]
        .addColumn("total_fils", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending")) // pending | accepted | declined | expired
        .addColumn("valid_until", "text", (c) => c.notNull())
        .addColumn("order_id", "integer", (c) => c.references("orders.id"))
        .addColumn("decline_reason", "text")
        .addColumn("responded_at", "text"),
    ).execute();
    await index("quotations_booking", "quotations", ["booking_id"]);

    await table("completion_reports")
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
      .addColumn("technician_id", "integer", (c) => c.references("users.id"))
      .addColumn("notes", "text", (c) => c.notNull())
      .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("customer_signoff", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("signed_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    // Working hours per weekday (0 = Sunday ... 6 = Saturday, Asia/Dubai), holidays and team capacity.
    await table("partner_working_hours")
      .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("weekday", "integer", (c) => c.notNull())
      .addColumn("opens_at", "text", (c) => c.notNull()) // HH:mm
      .addColumn("closes_at", "text", (c) => c.notNull()) // HH:mm
      .addColumn("is_closed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("capacity", "integer", (c) => c.notNull().defaultTo(2)) // parallel appointments (teams)
      .execute();
    await index("partner_working_hours_pw", "partner_working_hours", ["partner_id", "weekday"], true);

    await table("partner_holidays")
      .addColumn("partner_id", "integer", (c) => c.references("partners.id").onDelete("cascade")) // null: all
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .execute();
    await index("partner_holidays_date", "partner_holidays", ["date"]);

    await table("wallet_transactions")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("type", "text", (c) => c.notNull()) // topup | payment | refund | loyalty | adjustment
      .addColumn("amount_fils", "integer", (c) => c.notNull()) // signed
      .addColumn("balance_after_fils", "integer", (c) => c.notNull())
      .addColumn("order_id", "integer", (c) => c.references("orders.id"))
      .addColumn("description_en", "text", (c) => c.notNull())
      .addColumn("description_ar", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("wallet_transactions_user", "wallet_transactions", ["user_id"]);

    await table("loyalty_transactions")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("type", "text", (c) => c.notNull()) // earned | redeemed
      .addColumn("points", "integer", (c) => c.notNull()) // signed
      .addColumn("booking_id", "integer", (c) => c.references("bookings.id"))
      .addColumn("wallet_transaction_id", "integer", (c) => c.references("wallet_transactions.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("loyalty_transactions_user", "loyalty_transactions", ["user_id"]);

    await timestamps(
      table("package_subscriptions")
        .addColumn("number", "text", (c) => c.notNull()) // PK-000123
        .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
        .addColumn("package_id", "integer", (c) => c.notNull().references("packages.id"))
        .addColumn("package_duration_id", "integer", (c) => c.notNull().references("package_durations.id"))
        .addColumn("partner_id", "integer", (c) => c.notNull().references("partners.id"))
        .addColumn("property_type", "text", (c) => c.notNull())
        .addColumn("property_size", "text", (c) => c.notNull())
        .addColumn("user_address_id", "integer", (c) => c.references("user_addresses.id").onDelete("set null"))
        .addColumn("starts_on", "text", (c) => c.notNull())
        .addColumn("ends_on", "text", (c) => c.notNull())
        .addColumn("visits_total", "integer", (c) => c.notNull())
        .addColumn("visits_used", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("total_fils", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull()), // pending | active | expired | cancelled
    ).execute();
    await index("package_subscriptions_user", "package_subscriptions", ["user_id"]);

    await table("notifications")
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("type", "text", (c) => c.notNull()) // booking-status | payment | quotation | wallet | loyalty | package
      .addColumn("title_en", "text", (c) => c.notNull())
      .addColumn("title_ar", "text", (c) => c.notNull())
      .addColumn("body_en", "text", (c) => c.notNull())
      .addColumn("body_ar", "text", (c) => c.notNull())
      .addColumn("link", "text") // SPA path, e.g. /bookings/12
      .addColumn("read_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("notifications_user_read", "notifications", ["user_id", "read_at"]);

    // Tax invoices: one per paid order, numbered without gaps (INV-000001).
    await table("invoices")
      .addColumn("number", "text", (c) => c.notNull())
      .addColumn("sequence", "integer", (c) => c.notNull())
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
      .addColumn("issued_at", "text", (c) => c.notNull())
      .addColumn("supply_date", "text", (c) => c.notNull())
      .execute();
    await index("invoices_number", "invoices", ["number"], true);
    await index("invoices_sequence", "invoices", ["sequence"], true);
    await index("invoices_order", "invoices", ["order_id"], true);

    // Idempotency-Key replay store: one row per (caller, key); the stored answer is replayed for repeats.
    await table("idempotency_keys")
      .addColumn("owner", "text", (c) => c.notNull()) // "user:12" or "token:34"
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("route", "text", (c) => c.notNull()) // METHOD path
      .addColumn("request_hash", "text", (c) => c.notNull())
      .addColumn("status_code", "integer") // null while the first request is still running
      .addColumn("response_body", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await index("idempotency_keys_owner_key", "idempotency_keys", ["owner", "key"], true);
  },
  async down(db: Kysely<unknown>) {
    for (const name of [
      "idempotency_keys",
      "invoices",
      "notifications",
      "package_subscriptions",
      "loyalty_transactions",
      "wallet_transactions",
      "partner_holidays",
      "partner_working_hours",
      "completion_reports",
      "quotations",
      "reassignment_requests",
      "booking_status_history",
      "booking_items",
      "bookings",
      "payments",
      "coupon_redemptions",
      "order_lines",
      "orders",
      "coupons",
      "package_cart_items",
      "cart_items",
      "carts",
    ]) {
      await db.schema.dropTable(name).ifExists().execute();
    }
  },
};

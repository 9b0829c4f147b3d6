import type { Database } from "../../db/database.js";
import { num } from "../../lib/query.js";
import { inTx } from "../../lib/tx.js";
import { ensureDefaultCommission, stampCommission } from "./commission.js";
import {
  type BookingFacts,
  bookingDrafts,
  bookingReversals,
  type LedgerDraft,
  type LineFacts,
  type OrderFacts,
  REVERSIBLE,
  type SubscriptionFacts,
  subscriptionDrafts,
} from "./entries.js";

/**
 * Writes the partner ledger from events (issue 17b). One function per record derives every line the record's
 * current state calls for (entries.ts) and inserts those not written yet, by `event_key` (ON CONFLICT DO NOTHING):
 * a line is never updated or deleted, and replaying an event, calling a sync twice or restarting writes nothing
 * twice. Call `syncBookingLedger` / `syncOrderLedger` inside the transaction of every state change that moves money
 * (a booking completed, cancelled with a fee, a no-show, a refund, cash collected, an order paid, a package visit
 * completed); `backfillLedger` writes the lines of records that existed before (start-up, seeds, `db:scale`).
 */

const CHUNK = 500;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type RawOrder = Omit<OrderFacts, "partner_funded"> & {
  coupon_funded_by: string | null;
  coupon_partner_id: number | null;
};

/**
 * Orders with their lines, coupon funder and wallet refunds, by id. A line sold before rates were stored (none after
 * the start-up backfill) gets its rate stamped first.
 */
async function loadOrders(db: Database, orderIds: readonly number[], stamped = false): Promise<Map<number, RawOrder>> {
  const ids = [...new Set(orderIds)];
  const out = new Map<number, RawOrder>();
  if (ids.length === 0) return out;
  const unstamped = new Set<number>();
  for (const part of chunks(ids)) {
    const [orders, lines, refunds] = await Promise.all([
      db
        .selectFrom("orders as o")
        .leftJoin("coupons as c", "c.id", "o.coupon_id")
        .select([
          "o.id",
          "o.number",
          "o.kind",
          "o.status",
          "o.payment_method",
          "o.paid_at",
          "o.total_fils",
          "o.vat_rate_bp",
          "c.funded_by as coupon_funded_by",
          "c.partner_id as coupon_partner_id",
        ])
        .where("o.id", "in", part)
        .execute(),
      db
        .selectFrom("order_lines")
        .select([
          "id",
          "order_id",
          "description_en",
          "description_ar",
          "quantity",
          "unit_price_fils",
          "total_fils",
          "vat_fils",
          "commission_bp",
          "package_id",
        ])
        .where("order_id", "in", part)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("wallet_transactions")
        .select(["id", "order_id", "amount_fils", "created_at"])
        .where("type", "=", "refund")
        .where("order_id", "in", part)
        .orderBy("id")
        .execute(),
    ]);
    for (const o of orders)
      out.set(o.id, {
        id: o.id,
        number: o.number,
        kind: o.kind,
        status: o.status,
        payment_method: o.payment_method,
        paid_at: o.paid_at ?? null,
        total_fils: num(o.total_fils),
        vat_rate_bp: num(o.vat_rate_bp),
        coupon_funded_by: o.coupon_funded_by ?? null,
        coupon_partner_id: o.coupon_partner_id ?? null,
        lines: [],
        refunds: [],
      });
    for (const l of lines) {
      if (l.commission_bp === null) unstamped.add(l.order_id);
      const line: LineFacts = {
        id: l.id,
        description_en: l.description_en,
        description_ar: l.description_ar,
        quantity: num(l.quantity),
        unit_price_fils: num(l.unit_price_fils),
        total_fils: num(l.total_fils),
        vat_fils: num(l.vat_fils),
        commission_bp: num(l.commission_bp),
        package_id: l.package_id ?? null,
      };
      out.get(l.order_id)?.lines.push(line);
    }
    for (const r of refunds)
      if (r.order_id !== null)
        out.get(r.order_id)?.refunds.push({ id: r.id, amount_fils: num(r.amount_fils), created_at: r.created_at });
  }
  if (unstamped.size === 0 || stamped) return out;
  await stampCommission(db, { orderIds: [...unstamped] });
  return loadOrders(db, ids, true);
}

/** An order as the facts of a sale by `partnerId` (its discount is the partner's when its coupon is theirs). */
const asSoldBy = (o: RawOrder, partnerId: number): OrderFacts => {
  const { coupon_funded_by, coupon_partner_id, ...rest } = o;
  return { ...rest, partner_funded: coupon_funded_by === "partner" && coupon_partner_id === partnerId };
};

async function insertDrafts(db: Database, drafts: readonly LedgerDraft[]): Promise<void> {
  for (const part of chunks(drafts, 400))
    await db
      .insertInto("ledger_entries")
      .values(
        part.map((d) => ({
          partner_id: d.partner_id,
          type: d.type,
          amount_fils: d.amount_fils,
          order_id: d.order_id,
          booking_id: d.booking_id,
          subscription_id: d.subscription_id,
          event_key: d.event_key,
          reason: null,
          actor_user_id: null,
          description_en: d.description_en,
          description_ar: d.description_ar,
          created_at: d.created_at,
        })),
      )
      .onConflict((oc) => oc.column("event_key").doNothing())
      .execute();
}

/** Package subscriptions: a line set per completed visit (entries.ts `subscriptionDrafts`). */
async function syncSubscriptions(db: Database, subscriptionIds: readonly number[]): Promise<void> {
  const ids = [...new Set(subscriptionIds)];
  for (const part of chunks(ids)) {
    const subs = await db
      .selectFrom("package_subscriptions")
      .select(["id", "number", "partner_id", "visits_total", "order_id", "package_id"])
      .where("id", "in", part)
      .execute();
    const [orders, visits] = await Promise.all([
      loadOrders(
        db,
        subs.map((s) => s.order_id),
      ),
      db
        .selectFrom("bookings")
        .select(["id", "number", "subscription_id", "completed_at", "updated_at"])
        .where("subscription_id", "in", part)
        .where("status", "=", "completed")
        .orderBy("completed_at")
        .orderBy("id")
        .execute(),
    ]);
    const drafts: LedgerDraft[] = [];
    for (const s of subs) {
      const order = orders.get(s.order_id);
      if (!order || order.lines.length === 0) continue;
      const facts: SubscriptionFacts = {
        id: s.id,
        number: s.number,
        partner_id: s.partner_id,
        visits_total: num(s.visits_total),
        order: asSoldBy(order, s.partner_id),
        line: order.lines.find((l) => l.package_id === s.package_id) ?? order.lines[0],
        visits: visits
          .filter((v) => v.subscription_id === s.id)
          .map((v) => ({ id: v.id, number: v.number, completed_at: v.completed_at ?? v.updated_at })),
      };
      drafts.push(...subscriptionDrafts(facts));
    }
    await insertDrafts(db, drafts);
  }
}

/** The ledger of these bookings (package visits through their subscriptions), in the caller's transaction. */
async function syncBookings(db: Database, bookingIds: readonly number[]): Promise<void> {
  const ids = [...new Set(bookingIds)];
  for (const part of chunks(ids)) {
    const bookings = await db
      .selectFrom("bookings")
      .select([
        "id",
        "number",
        "partner_id",
        "status",
        "completed_at",
        "cancelled_at",
        "updated_at",
        "cancellation_fee_fils",
        "subscription_id",
        "order_id",
      ])
      .where("id", "in", part)
      .execute();
    const visits = bookings.filter((b) => b.subscription_id !== null);
    if (visits.length > 0)
      await syncSubscriptions(
        db,
        visits.map((b) => b.subscription_id as number),
      );
    const own = bookings.filter((b) => b.subscription_id === null);
    if (own.length === 0) continue;
    const extra = await db
      .selectFrom("orders")
      .select(["id", "booking_id"])
      .where(
        "booking_id",
        "in",
        own.map((b) => b.id),
      )
      .orderBy("id")
      .execute();
    const orders = await loadOrders(db, [
      ...own.map((b) => b.order_id).filter((x): x is number => x !== null),
      ...extra.map((o) => o.id),
    ]);
    const facts: BookingFacts[] = own.map((b) => {
      const main = b.order_id === null ? undefined : orders.get(b.order_id);
      return {
        id: b.id,
        number: b.number,
        partner_id: b.partner_id,
        status: b.status,
        completed_at: b.completed_at ?? null,
        cancelled_at: b.cancelled_at ?? null,
        updated_at: b.updated_at,
        cancellation_fee_fils: b.cancellation_fee_fils === null ? null : num(b.cancellation_fee_fils),
        main: main ? asSoldBy(main, b.partner_id) : null,
        extra: extra
          .filter((o) => o.booking_id === b.id)
          .map((o) => orders.get(o.id))
          .filter((o): o is RawOrder => o !== undefined)
          .map((o) => asSoldBy(o, b.partner_id)),
      };
    });
    await insertDrafts(db, facts.flatMap(bookingDrafts));

    // refunds reverse the sale lines written before them
    const refunded = facts.filter(
      (f) => f.status === "completed" && [f.main, ...f.extra].some((o) => o !== null && o.refunds.length > 0),
    );
    if (refunded.length === 0) continue;
    const written = await db
      .selectFrom("ledger_entries")
      .select(["id", "booking_id", "order_id", "type", "amount_fils", "event_key", "description_en", "description_ar"])
      .where(
        "booking_id",
        "in",
        refunded.map((f) => f.id),
      )
      .where("type", "in", [...REVERSIBLE])
      .orderBy("id")
      .execute();
    await insertDrafts(
      db,
      refunded.flatMap((f) =>
        bookingReversals(
          f,
          written.filter((w) => w.booking_id === f.id).map((w) => ({ ...w, amount_fils: num(w.amount_fils) })),
        ),
      ),
    );
  }
}

/** Writes what a booking's state calls for and is not in the ledger yet (a package visit: its subscription's). */
export async function syncBookingLedger(db: Database, bookingId: number): Promise<void> {
  await inTx(db, (trx) => syncBookings(trx, [bookingId]));
}

/** After an order is paid: the ledger of the bookings it belongs to (its own booking, a quotation's, a fee's). */
export async function syncOrderLedger(db: Database, orderId: number): Promise<void> {
  await inTx(db, async (trx) => {
    const [own, order] = await Promise.all([
      trx.selectFrom("bookings").select("id").where("order_id", "=", orderId).execute(),
      trx.selectFrom("orders").select("booking_id").where("id", "=", orderId).executeTakeFirst(),
    ]);
    const ids = own.map((b) => b.id);
    if (order?.booking_id !== null && order?.booking_id !== undefined) ids.push(order.booking_id);
    if (ids.length > 0) await syncBookings(trx, ids);
  });
}

/**
 * The ledger of records that existed before their events were wired (a database of an earlier release, the demo
 * seed, `db:scale`): the default commission rate, the rates of order lines sold without one, then, batch by batch
 * (each in its own transaction), the bookings whose state calls for lines and that have none yet, and the package
 * visits completed without lines. Idempotent; a second run finds nothing to do. Answers how many bookings and
 * subscriptions it looked at.
 */
export async function backfillLedger(
  db: Database,
  options: { batch?: number } = {},
): Promise<{ bookings: number; subscriptions: number }> {
  const batch = options.batch ?? 1000;
  await ensureDefaultCommission(db);
  await stampCommission(db);
  let bookings = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom("bookings as b")
      .select("b.id")
      .where("b.id", ">", afterId)
      .where("b.subscription_id", "is", null)
      .where((eb) =>
        eb.or([
          eb("b.status", "=", "completed"),
          eb("b.cancellation_fee_fils", ">", 0),
          eb.exists(
            eb
              .selectFrom("orders as o")
              .select("o.id")
              .whereRef("o.booking_id", "=", "b.id")
              .where("o.paid_at", "is not", null),
          ),
          eb.exists(
            eb
              .selectFrom("orders as o")
              .select("o.id")
              .whereRef("o.id", "=", "b.order_id")
              .where("o.payment_method", "=", "cash")
              .where("o.paid_at", "is not", null),
          ),
        ]),
      )
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("ledger_entries as l").select("l.id").whereRef("l.booking_id", "=", "b.id"))),
      )
      .orderBy("b.id")
      .limit(batch)
      .execute();
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1].id;
    bookings += rows.length;
    await inTx(db, (trx) =>
      syncBookings(
        trx,
        rows.map((r) => r.id),
      ),
    );
  }
  const subs = await db
    .selectFrom("bookings as b")
    .select("b.subscription_id")
    .distinct()
    .where("b.subscription_id", "is not", null)
    .where("b.status", "=", "completed")
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("ledger_entries as l").select("l.id").whereRef("l.booking_id", "=", "b.id"))),
    )
    .execute();
  const subscriptionIds = subs.map((s) => s.subscription_id as number);
  for (const part of chunks(subscriptionIds, batch)) await inTx(db, (trx) => syncSubscriptions(trx, part));
  return { bookings, subscriptions: subscriptionIds.length };
}

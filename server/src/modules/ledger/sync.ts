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
  /** The partners whose promotion is stacked on the order (order_coupons, 041). */
  promotion_partner_ids: number[];
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
    const [orders, lines, refunds, promotions] = await Promise.all([
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
          "partner_discount_fils",
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
      db
        .selectFrom("order_coupons as oc")
        .innerJoin("coupons as pc", "pc.id", "oc.coupon_id")
        .select(["oc.order_id", "pc.partner_id"])
        .where("oc.funded_by", "=", "partner")
        .where("oc.order_id", "in", part)
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
        promotion_partner_ids: [],
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
        partner_discount_fils: l.partner_discount_fils === null ? null : num(l.partner_discount_fils),
      };
      out.get(l.order_id)?.lines.push(line);
    }
    for (const p of promotions)
      if (p.partner_id !== null) out.get(p.order_id)?.promotion_partner_ids.push(num(p.partner_id));
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
  const { coupon_funded_by, coupon_partner_id, promotion_partner_ids, ...rest } = o;
  // the order's coupon, or (stacking) its partner promotion beside a Khidma coupon, is this partner's
  const partner_funded =
    (coupon_funded_by === "partner" && coupon_partner_id === partnerId) || promotion_partner_ids.includes(partnerId);
  return { ...rest, partner_funded };
};

/**
 * The partners of `partnerIds` that are VAT registered now: a TRN on their latest approved application (where the
 * payout statement reads it, payouts/bank.ts).
 */
async function vatRegistered(db: Database, partnerIds: readonly number[]): Promise<Set<number>> {
  const out = new Set<number>();
  for (const part of chunks([...new Set(partnerIds)])) {
    const rows = await db
      .selectFrom("partner_applications")
      .select(["partner_id", "trn"])
      .where("partner_id", "in", part)
      .where("status", "=", "approved")
      .orderBy("id", "desc")
      .execute();
    const seen = new Set<number>();
    for (const r of rows) {
      if (r.partner_id === null || seen.has(r.partner_id)) continue;
      seen.add(r.partner_id);
      if (r.trn?.trim()) out.add(r.partner_id);
    }
  }
  return out;
}

/**
 * The line a supply_vat line goes with (written in the same event): a sale's revenue line, a kept fee's fee line.
 * `booking:1:supply_vat:line:2` -> `booking:1:revenue:line:2`; `booking:1:supply_vat:fee:cancellation` ->
 * `booking:1:fee:cancellation`; `subscription:1:visit:2:supply_vat` -> `subscription:1:visit:2:revenue`.
 */
export const supplyVatCompanion = (key: string) =>
  key.includes(":supply_vat:fee:") ? key.replace(":supply_vat:fee:", ":fee:") : key.replace("supply_vat", "revenue");

/** Options of a sync: `supplyVatOfWritten` also writes the supply VAT of sales already written (the 042 job). */
interface SyncOptions {
  supplyVatOfWritten?: boolean;
}

/**
 * A supply_vat line is written with its sale (or fee) only: when the sale was written before (the partner had no TRN
 * then, or the sale predates supply VAT) a later event does not add VAT to it, so the VAT follows the partner's TRN at
 * the time the line is made. The one-time 042 job passes `supplyVatOfWritten`.
 */
async function withoutLateSupplyVat(
  db: Database,
  drafts: readonly LedgerDraft[],
  options: SyncOptions,
): Promise<readonly LedgerDraft[]> {
  if (options.supplyVatOfWritten) return drafts;
  const companions = drafts.filter((d) => d.type === "supply_vat").map((d) => supplyVatCompanion(d.event_key));
  if (companions.length === 0) return drafts;
  const written = new Set<string>();
  for (const part of chunks(companions))
    for (const r of await db.selectFrom("ledger_entries").select("event_key").where("event_key", "in", part).execute())
      written.add(r.event_key);
  if (written.size === 0) return drafts;
  return drafts.filter((d) => d.type !== "supply_vat" || !written.has(supplyVatCompanion(d.event_key)));
}

async function insertDrafts(db: Database, all: readonly LedgerDraft[], options: SyncOptions = {}): Promise<void> {
  const drafts = await withoutLateSupplyVat(db, all, options);
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
async function syncSubscriptions(
  db: Database,
  subscriptionIds: readonly number[],
  options: SyncOptions = {},
): Promise<void> {
  const ids = [...new Set(subscriptionIds)];
  for (const part of chunks(ids)) {
    const subs = await db
      .selectFrom("package_subscriptions")
      .select(["id", "number", "partner_id", "visits_total", "order_id", "package_id"])
      .where("id", "in", part)
      .execute();
    const [orders, visits, registered] = await Promise.all([
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
      vatRegistered(
        db,
        subs.map((s) => s.partner_id),
      ),
    ]);
    const drafts: LedgerDraft[] = [];
    for (const s of subs) {
      const order = orders.get(s.order_id);
      if (!order || order.lines.length === 0) continue;
      const facts: SubscriptionFacts = {
        id: s.id,
        number: s.number,
        partner_id: s.partner_id,
        vat_registered: registered.has(s.partner_id),
        visits_total: num(s.visits_total),
        order: asSoldBy(order, s.partner_id),
        line: order.lines.find((l) => l.package_id === s.package_id) ?? order.lines[0],
        visits: visits
          .filter((v) => v.subscription_id === s.id)
          .map((v) => ({ id: v.id, number: v.number, completed_at: v.completed_at ?? v.updated_at })),
      };
      drafts.push(...subscriptionDrafts(facts));
    }
    await insertDrafts(db, drafts, options);
  }
}

/** The ledger of these bookings (package visits through their subscriptions), in the caller's transaction. */
async function syncBookings(db: Database, bookingIds: readonly number[], options: SyncOptions = {}): Promise<void> {
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
        options,
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
    const [orders, registered] = await Promise.all([
      loadOrders(db, [...own.map((b) => b.order_id).filter((x): x is number => x !== null), ...extra.map((o) => o.id)]),
      vatRegistered(
        db,
        own.map((b) => b.partner_id),
      ),
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
        vat_registered: registered.has(b.partner_id),
        main: main ? asSoldBy(main, b.partner_id) : null,
        extra: extra
          .filter((o) => o.booking_id === b.id)
          .map((o) => orders.get(o.id))
          .filter((o): o is RawOrder => o !== undefined)
          .map((o) => asSoldBy(o, b.partner_id)),
      };
    });
    await insertDrafts(db, facts.flatMap(bookingDrafts), options);

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
 * visits completed without lines; then a pending one-time job (`runSupplyVatJob`). Idempotent; a second run finds
 * nothing to do. Answers how many bookings and subscriptions it looked at.
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
  await runSupplyVatJob(db, batch);
  return { bookings, subscriptions: subscriptionIds.length };
}

/**
 * The one-time job of migration 042 (`ledger_backfills` row `supply_vat`, only on a database that held ledger lines
 * then): the sales and kept fees written before supply VAT existed, of the partners with a TRN now, get their
 * supply_vat lines (and, for a refunded sale, their reversals), batch by batch; then the job is deleted. Idempotent
 * (event keys) if a start stops half-way.
 */
async function runSupplyVatJob(db: Database, batch: number): Promise<void> {
  const job = await db
    .selectFrom("ledger_backfills")
    .select("name")
    .where("name", "=", "supply_vat")
    .executeTakeFirst();
  if (!job) return;
  const partners = await db
    .selectFrom("ledger_entries")
    .select("partner_id")
    .distinct()
    .where("type", "in", ["revenue", "fee"])
    .execute();
  const registered = [
    ...(await vatRegistered(
      db,
      partners.map((p) => p.partner_id),
    )),
  ];
  for (const part of chunks(registered)) {
    const sold = await db
      .selectFrom("ledger_entries")
      .select(["booking_id", "subscription_id"])
      .distinct()
      .where("partner_id", "in", part)
      .where("type", "in", ["revenue", "fee"])
      .where("booking_id", "is not", null)
      .execute();
    const bookingIds = sold.filter((r) => r.subscription_id === null).map((r) => r.booking_id as number);
    const subscriptionIds = [
      ...new Set(sold.filter((r) => r.subscription_id !== null).map((r) => r.subscription_id as number)),
    ];
    for (const ids of chunks(bookingIds, batch))
      await inTx(db, (trx) => syncBookings(trx, ids, { supplyVatOfWritten: true }));
    for (const ids of chunks(subscriptionIds, batch))
      await inTx(db, (trx) => syncSubscriptions(trx, ids, { supplyVatOfWritten: true }));
  }
  await db.deleteFrom("ledger_backfills").where("name", "=", "supply_vat").execute();
}

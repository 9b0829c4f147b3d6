import { BUILT_IN_ROLES } from "../../../common/permissions.js";
import { vatOf } from "../lib/money.js";
import { hashPassword } from "../lib/password.js";
import { HISTORY_NOTES, type HistoryNote, historyNoteColumns } from "../modules/bookings/history-notes.js";
import { seedPublicHolidays } from "../modules/schedule/public-holidays.js";
import type { BookingStatus, Database, PaymentMethod } from "./database.js";

/** The demo's "Assigned <technician>" timeline note, in both languages. */
const assignedNote = (name: string): HistoryNote => ({ en: `Assigned ${name}`, ar: `أسند إلى الفني ${name}` });

/**
 * Demo appointments (docs/commerce-api.md, Seed): every partner's working hours (Sat-Thu 08:00-20:00, Fri
 * 14:00-20:00, two teams), UAE public holidays of the current and next year (tentative Islamic dates), a few more customers, a second Sparkle technician, and
 * about 40 bookings across partners and statuses with their orders, payments, invoices, items, history,
 * reassignment requests, completion reports and quotations. Aisha (customer@khidma.test) gets exactly what the
 * contract lists. Rows are inserted directly, in one transaction. Idempotent: nothing happens once bookings exist.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DUBAI = 4 * HOUR;

/** Seeded customers besides Aisha (role User), for other people's bookings. Password: Customer#2026. */
export const EXTRA_CUSTOMERS = [
  ["Noura", "Al Ketbi", "noura.alketbi@khidma.test", "+971505550111", "female"],
  ["Ahmed", "Al Shamsi", "ahmed.alshamsi@khidma.test", "+971505550112", "male"],
  ["Priya", "Nair", "priya.nair@khidma.test", "+971505550113", "female"],
  ["James", "Whitfield", "james.whitfield@khidma.test", "+971505550114", "male"],
  ["Mariam", "Al Zaabi", "mariam.alzaabi@khidma.test", "+971505550115", "female"],
] as const;

/** A second Sparkle technician (reassignments need somebody to hand the job to). Password: Tech#2026. */
export const SECOND_TECHNICIAN = ["Joseph", "Mathew", "joseph.tech@khidma.test", "+971505550120", "male"] as const;

const pad6 = (n: number) => String(n).padStart(6, "0");
const dubaiDate = (ms: number) => new Date(ms + DUBAI).toISOString().slice(0, 10);
/** The UTC instant of `hour`:00 in Dubai, `days` days after today (Dubai). */
const slotAt = (now: number, days: number, hour: number) => {
  const today = Date.parse(`${dubaiDate(now)}T00:00:00Z`);
  return today + days * DAY + hour * HOUR - DUBAI;
};
const iso = (ms: number) => new Date(ms).toISOString();

interface Spec {
  customer: number;
  partner: string;
  status: BookingStatus;
  method: PaymentMethod;
  /** slot start, epoch ms */
  at: number;
  /** service indexes in the partner's list, with quantities */
  services: Array<[index: number, quantity: number]>;
  technician?: number | null;
  /** cancellation: fee percent of the total and who cancelled */
  feePercent?: number;
  cancelReason?: string;
  aisha?: "confirmed" | "requested" | "completed" | "cancelled";
  reassignment?: { reason: string; status: "pending" | "rejected"; note?: string };
  notes?: string;
}

export async function seedBookings(db: Database): Promise<void> {
  await seedPublicHolidays(db);
  const existing = await db.selectFrom("bookings").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const aisha = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "customer@khidma.test")
    .executeTakeFirst();
  const tech = await db
    .selectFrom("users")
    .select(["id", "partner_id"])
    .where("email", "=", "tech@khidma.test")
    .executeTakeFirst();
  const owner = await db.selectFrom("users").select("id").where("email", "=", "partner@khidma.test").executeTakeFirst();
  const partners = await db.selectFrom("partners").select(["id", "slug", "cash_on_delivery"]).orderBy("id").execute();
  if (!aisha || !tech || !owner || partners.length === 0) return;
  const [customerHash, techHash] = await Promise.all([hashPassword("Customer#2026"), hashPassword("Tech#2026")]);

  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const stamp = iso(now);
    const roles = new Map(
      (await trx.selectFrom("roles").select(["id", "name"]).where("partner_id", "is", null).execute()).map((r) => [
        r.name,
        r.id,
      ]),
    );
    const sparkle = partners.find((p) => p.slug === "sparkle-cleaning") ?? partners[0];

    // ---- working hours and holidays ----
    const hours = partners.flatMap((p) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        partner_id: p.id,
        weekday,
        opens_at: weekday === 5 ? "14:00" : "08:00",
        closes_at: "20:00",
        is_closed: 0,
        capacity: 2,
      })),
    );
    const hasHours = await trx.selectFrom("partner_working_hours").select("id").limit(1).executeTakeFirst();
    if (!hasHours) await trx.insertInto("partner_working_hours").values(hours).execute();
    // UAE public holidays: the calendar seedPublicHolidays wrote (current and next year); no slot on them
    const holidays = new Set<string>();
    for (const h of await trx.selectFrom("public_holidays").select(["start_date", "end_date"]).execute())
      for (let d = h.start_date; d <= h.end_date; d = dubaiDate(Date.parse(`${d}T00:00:00Z`) + DAY - DUBAI))
        holidays.add(d);

    // ---- people ----
    const addUser = async (
      [first, last, email, phone, gender]: readonly [string, string, string, string, "female" | "male"],
      hash: string,
      role: string,
      partnerId: number | null,
    ) => {
      const found = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
      if (found) return found.id;
      const { id } = await trx
        .insertInto("users")
        .values({
          first_name: first,
          last_name: last,
          email,
          phone,
          password_hash: hash,
          gender,
          user_profile: null,
          email_verified_at: stamp,
          phone_verified_at: stamp,
          last_login_at: null,
          status: "active",
          partner_id: partnerId,
          preferred_language: "en",
          created_at: stamp,
          updated_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const roleId = roles.get(role);
      if (roleId !== undefined)
        await trx.insertInto("user_roles").values({ user_id: id, role_id: roleId, is_default: 1 }).execute();
      return id;
    };
    const customers = [aisha.id];
    for (const c of EXTRA_CUSTOMERS) customers.push(await addUser(c, customerHash, BUILT_IN_ROLES.user.name, null));
    const joseph = await addUser(SECOND_TECHNICIAN, techHash, BUILT_IN_ROLES.technician.name, sparkle.id);
    const names = new Map(
      (
        await trx.selectFrom("users").select(["id", "first_name", "last_name"]).where("id", "in", customers).execute()
      ).map((u) => [u.id, `${u.first_name} ${u.last_name}`]),
    );

    // ---- catalogue lookups ----
    const services = await trx
      .selectFrom("services")
      .select(["id", "partner_id", "name_en", "name_ar", "price_fils", "duration_minutes", "image"])
      .where("active", "=", 1)
      .orderBy("id")
      .execute();
    const servicesOf = (partnerId: number) => services.filter((s) => s.partner_id === partnerId);
    const areas = await trx
      .selectFrom("partner_communities as pc")
      .innerJoin("communities as c", "c.id", "pc.community_id")
      .innerJoin("emirates as e", "e.id", "c.emirate_id")
      .select(["pc.partner_id", "c.id", "c.name_en", "e.name_en as emirate"])
      .orderBy("c.id")
      .execute();
    const buildings = [
      ["Marina Heights", "1204"],
      ["Al Fattan Tower", "803"],
      ["Villa 27, Street 4", "27"],
      ["Boulevard Central", "1507"],
      ["Executive Towers B", "2210"],
      ["Al Zahia Villas", "V-118"],
      ["The Gate Tower 2", "3106"],
      ["Green Community Villa", "42"],
    ];

    // ---- who books what ----
    const bySlug = new Map(partners.map((p) => [p.slug, p]));
    const usedSlots = new Map<number, Set<number>>();
    /** Next free slot of a partner `days` from today at `hour` (skipping holidays and taken slots). */
    const slot = (partnerId: number, days: number, hour: number) => {
      const taken = usedSlots.get(partnerId) ?? new Set<number>();
      usedSlots.set(partnerId, taken);
      let d = days;
      for (;;) {
        const at = slotAt(now, d, hour);
        const friday = new Date(at + DUBAI).getUTCDay() === 5;
        if (!holidays.has(dubaiDate(at)) && !taken.has(at) && !(friday && hour < 14)) {
          taken.add(at);
          return at;
        }
        d += days >= 0 ? 1 : -1;
      }
    };
    const [noura, ahmed, priya, james, mariam] = customers.slice(1);
    const others = [noura, ahmed, priya, james, mariam];
    const sp = sparkle.id;
    const nowHour = slotAt(now, 0, 0) + Math.floor((now - slotAt(now, 0, 0)) / HOUR) * HOUR;

    const specs: Spec[] = [
      // Aisha (docs/commerce-api.md, Seed)
      {
        customer: aisha.id,
        partner: sparkle.slug,
        status: "confirmed",
        method: "card",
        at: slot(sp, 3, 15),
        services: [[0, 1]],
        aisha: "confirmed",
        notes: "Please bring eco-friendly products; we have a cat.",
      },
      {
        customer: aisha.id,
        partner: "coolbreeze-ac",
        status: "requested",
        method: "cash",
        at: slot(bySlug.get("coolbreeze-ac")?.id ?? sp, 5, 16),
        services: [[0, 2]],
        aisha: "requested",
        notes: "The bedroom unit is leaking water.",
      },
      {
        customer: aisha.id,
        partner: sparkle.slug,
        status: "completed",
        method: "wallet",
        at: slot(sp, -12, 10),
        services: [[2, 1]],
        technician: tech.id,
        aisha: "completed",
      },
      {
        customer: aisha.id,
        partner: "fixit-handyman",
        status: "cancelled",
        method: "card",
        at: slot(bySlug.get("fixit-handyman")?.id ?? sp, -18, 14),
        services: [[0, 1]],
        feePercent: 25,
        cancelReason: "Travelling that week",
        aisha: "cancelled",
      },
      // Sparkle's other appointments (the partner portal's demo)
      {
        customer: noura,
        partner: sparkle.slug,
        status: "requested",
        method: "card",
        at: slot(sp, 2, 14),
        services: [[0, 1]],
      },
      {
        customer: ahmed,
        partner: sparkle.slug,
        status: "requested",
        method: "cash",
        at: slot(sp, 6, 11),
        services: [
          [1, 1],
          [5, 1],
        ],
      },
      {
        customer: priya,
        partner: sparkle.slug,
        status: "confirmed",
        method: "card",
        at: slot(sp, 1, 15),
        services: [[3, 1]],
      },
      {
        customer: james,
        partner: sparkle.slug,
        status: "confirmed",
        method: "card",
        at: slot(sp, 4, 9),
        services: [[4, 1]],
      },
      {
        customer: mariam,
        partner: sparkle.slug,
        status: "technician-assigned",
        method: "card",
        at: slot(sp, 1, 10),
        services: [[0, 1]],
        technician: tech.id,
        reassignment: { reason: "I am booked on a deep clean in Arabian Ranches that morning.", status: "pending" },
      },
      {
        customer: noura,
        partner: sparkle.slug,
        status: "technician-assigned",
        method: "cash",
        at: slot(sp, 2, 17),
        services: [[6, 2]],
        technician: tech.id,
        reassignment: { reason: "The customer asked for a female cleaner.", status: "pending" },
      },
      {
        customer: ahmed,
        partner: sparkle.slug,
        status: "technician-assigned",
        method: "card",
        at: slot(sp, 7, 16),
        services: [[1, 1]],
        technician: tech.id,
        reassignment: {
          reason: "My van is in for service on that day.",
          status: "rejected",
          note: "The van is back on Tuesday; please keep this job.",
        },
      },
      {
        customer: priya,
        partner: sparkle.slug,
        status: "on-the-way",
        method: "card",
        at: nowHour + HOUR,
        services: [[0, 1]],
        technician: tech.id,
      },
      {
        customer: james,
        partner: sparkle.slug,
        status: "in-progress",
        method: "card",
        at: nowHour - HOUR,
        services: [[1, 1]],
        technician: joseph,
      },
      {
        customer: mariam,
        partner: sparkle.slug,
        status: "completed",
        method: "card",
        at: slot(sp, -3, 9),
        services: [[2, 1]],
        technician: tech.id,
      },
      {
        customer: noura,
        partner: sparkle.slug,
        status: "completed",
        method: "cash",
        at: slot(sp, -9, 14),
        services: [[0, 2]],
        technician: joseph,
      },
      {
        customer: priya,
        partner: sparkle.slug,
        status: "completed",
        method: "card",
        at: slot(sp, -21, 11),
        services: [[5, 1]],
        technician: tech.id,
      },
      {
        customer: ahmed,
        partner: sparkle.slug,
        status: "cancelled",
        method: "card",
        at: slot(sp, -6, 16),
        services: [[0, 1]],
        feePercent: 0,
        cancelReason: "Found another time that suits us better",
      },
    ];
    // Two appointments at every other partner, rotating through the statuses.
    const rotation: Array<[BookingStatus, number, number]> = [
      ["completed", -8, 10],
      ["confirmed", 4, 15],
      ["requested", 3, 17],
      ["cancelled", -4, 14],
      ["completed", -15, 16],
      ["confirmed", 9, 11],
    ];
    let r = 0;
    for (const p of partners) {
      if (p.id === sp) continue;
      for (let k = 0; k < 2; k += 1) {
        const [status, days, hour] = rotation[r % rotation.length];
        const cash = p.cash_on_delivery === 1 && (status === "requested" || r % 4 === 0);
        specs.push({
          customer: others[r % others.length],
          partner: p.slug,
          status,
          method: cash ? "cash" : "card",
          at: slot(p.id, days + k, hour),
          services: [[r % 3, 1 + (r % 2)]],
          feePercent: status === "cancelled" ? 0 : undefined,
          cancelReason: status === "cancelled" ? "Plans changed" : undefined,
        });
        r += 1;
      }
    }

    // ---- insert, oldest first (order and invoice numbers follow time) ----
    const created = (s: Spec) => {
      if (s.aisha === "cancelled") return s.at - 6 * DAY;
      if (s.aisha === "completed") return s.at - 3 * DAY;
      return Math.min(s.at - 2 * DAY, now - (s.at > now ? 2 * DAY : 0)) - (s.customer % 5) * HOUR;
    };
    const rows = specs.map((s) => ({ s, createdAt: created(s) })).sort((a, b) => a.createdAt - b.createdAt);

    const invoiceSeq = async () => {
      const last = await trx
        .selectFrom("invoices")
        .select((eb) => eb.fn.max<number>("sequence").as("n"))
        .executeTakeFirst();
      return Number(last?.n ?? 0) + 1;
    };
    const walletTx = async (
      userId: number,
      type: "topup" | "payment" | "refund",
      amount: number,
      orderId: number | null,
      en: string,
      ar: string,
      at: number,
    ) => {
      const last = await trx
        .selectFrom("wallet_transactions")
        .select((eb) => eb.fn.sum<number>("amount_fils").as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirst();
      const balance = Number(last?.n ?? 0) + amount;
      const { id } = await trx
        .insertInto("wallet_transactions")
        .values({
          user_id: userId,
          type,
          amount_fils: amount,
          balance_after_fils: balance,
          order_id: orderId,
          description_en: en,
          description_ar: ar,
          created_at: iso(at),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    };
    const addOrder = async (o: {
      userId: number;
      partnerId: number | null;
      kind: "booking" | "quotation" | "topup";
      method: PaymentMethod;
      status: "pending" | "paid" | "refunded" | "cancelled";
      lines: Array<{ en: string; ar: string; serviceId: number | null; quantity: number; unitFils: number }>;
      createdAt: number;
      paidAt: number | null;
      supplyAt: number;
      invoice: boolean;
    }) => {
      const totals = o.lines.map((l) => l.unitFils * l.quantity);
      const total = totals.reduce((a, b) => a + b, 0);
      const vat = o.kind === "topup" ? 0 : vatOf(total);
      const lineVats = totals.map((t) => (o.kind === "topup" ? 0 : vatOf(t)));
      if (lineVats.length > 0) lineVats[lineVats.length - 1] += vat - lineVats.reduce((a, b) => a + b, 0);
      const { id } = await trx
        .insertInto("orders")
        .values({
          number: `TMP-SEED-${o.createdAt}-${Math.random().toString(36).slice(2)}`,
          user_id: o.userId,
          partner_id: o.partnerId,
          kind: o.kind,
          status: o.status,
          payment_method: o.method,
          subtotal_fils: total,
          discount_fils: 0,
          total_fils: total,
          vat_fils: vat,
          wallet_fils: o.method === "wallet" && o.paidAt !== null ? total : 0,
          coupon_id: null,
          cart_id: null,
          idempotency_key: null,
          paid_at: o.paidAt === null ? null : iso(o.paidAt),
          created_at: iso(o.createdAt),
          updated_at: iso(o.paidAt ?? o.createdAt),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const number = `KH-${pad6(id)}`;
      await trx.updateTable("orders").set({ number }).where("id", "=", id).execute();
      await trx
        .insertInto("order_lines")
        .values(
          o.lines.map((l, i) => ({
            order_id: id,
            description_en: l.en,
            description_ar: l.ar,
            service_id: l.serviceId,
            package_id: null,
            quantity: l.quantity,
            unit_price_fils: l.unitFils,
            total_fils: totals[i],
            vat_fils: lineVats[i],
          })),
        )
        .execute();
      if (o.paidAt !== null) {
        const gateway = o.method === "card" ? "test" : o.method;
        await trx
          .insertInto("payments")
          .values({
            order_id: id,
            gateway,
            amount_fils: total,
            status: "succeeded",
            reference: o.method === "card" ? `test_seed${pad6(id)}` : null,
            card_brand: o.method === "card" ? "visa" : null,
            card_last4: o.method === "card" ? "4242" : null,
            failure_message: null,
            created_at: iso(o.paidAt),
          })
          .execute();
        if (o.invoice) {
          const sequence = await invoiceSeq();
          await trx
            .insertInto("invoices")
            .values({
              number: `INV-${pad6(sequence)}`,
              sequence,
              order_id: id,
              issued_at: iso(o.paidAt),
              supply_date: dubaiDate(o.supplyAt),
            })
            .execute();
        }
      }
      return { id, number, total };
    };
    const notice = async (
      userId: number,
      type: string,
      t: [string, string],
      b: [string, string],
      link: string,
      at: number,
      read: boolean,
    ) => {
      await trx
        .insertInto("notifications")
        .values({
          user_id: userId,
          type,
          title_en: t[0],
          title_ar: t[1],
          body_en: b[0],
          body_ar: b[1],
          link,
          read_at: read ? iso(at + HOUR) : null,
          created_at: iso(at),
        })
        .execute();
    };

    // Aisha tops up her wallet first (her cancelled booking's refund and her completed booking's payment follow).
    const aishaSpecs = new Map(rows.filter((x) => x.s.aisha).map((x) => [x.s.aisha, x.s]));
    const priceOf = (s: Spec) => {
      const list = servicesOf(bySlug.get(s.partner)?.id ?? sp);
      return s.services.reduce((a, [i, q]) => a + Number(list[i % list.length]?.price_fils ?? 0) * q, 0);
    };
    const completedPrice = aishaSpecs.get("completed") ? priceOf(aishaSpecs.get("completed")!) : 0;
    const cancelledPrice = aishaSpecs.get("cancelled") ? priceOf(aishaSpecs.get("cancelled")!) : 0;
    const cancelledRefund = cancelledPrice - Math.round((cancelledPrice * 25) / 100);
    const topupFils = Math.max(1000, 15000 + completedPrice - cancelledRefund);
    const topupAt = now - 40 * DAY;
    const topup = await addOrder({
      userId: aisha.id,
      partnerId: null,
      kind: "topup",
      method: "card",
      status: "paid",
      lines: [{ en: "Wallet top-up", ar: "شحن المحفظة", serviceId: null, quantity: 1, unitFils: topupFils }],
      createdAt: topupAt,
      paidAt: topupAt + 60_000,
      supplyAt: topupAt,
      invoice: false,
    });
    await walletTx(
      aisha.id,
      "topup",
      topupFils,
      topup.id,
      `Wallet top-up (${topup.number})`,
      `شحن المحفظة (${topup.number})`,
      topupAt + 60_000,
    );

    let declinedQuote = false;
    for (const { s, createdAt } of rows) {
      const partner = bySlug.get(s.partner) ?? sparkle;
      const list = servicesOf(partner.id);
      if (list.length === 0) continue;
      const lines = s.services.map(([i, q]) => {
        const svc = list[i % list.length];
        return { svc, quantity: q, unitFils: Number(svc.price_fils) };
      });
      const duration = Math.max(
        60,
        lines.reduce((a, l) => a + Number(l.svc.duration_minutes) * l.quantity, 0),
      );
      const total = lines.reduce((a, l) => a + l.unitFils * l.quantity, 0);
      const paidUpFront = s.method !== "cash";
      const done = s.status === "completed";
      const paidAt = paidUpFront ? createdAt + 2 * 60_000 : done ? s.at + duration * 60_000 : null;
      const refunded = s.status === "cancelled" && paidAt !== null && (s.feePercent ?? 0) < 100;
      const order = await addOrder({
        userId: s.customer,
        partnerId: partner.id,
        kind: "booking",
        method: s.method,
        status:
          s.status === "cancelled"
            ? paidAt !== null
              ? refunded
                ? "refunded"
                : "paid"
              : "cancelled"
            : paidAt !== null
              ? "paid"
              : "pending",
        lines: lines.map((l) => ({
          en: l.svc.name_en,
          ar: l.svc.name_ar,
          serviceId: l.svc.id,
          quantity: l.quantity,
          unitFils: l.unitFils,
        })),
        createdAt,
        paidAt,
        supplyAt: s.at,
        invoice: true,
      });
      const area = areas.filter((a) => a.partner_id === partner.id)[s.customer % 4] ?? areas[0];
      const [building, unit] = buildings[(s.customer + partner.id) % buildings.length];
      const fee = s.status === "cancelled" ? Math.round((total * (s.feePercent ?? 0)) / 100) : null;
      const cancelledAt = s.status === "cancelled" ? Math.min(s.at - 6 * HOUR, now - HOUR) : null;
      const completedAt = done ? s.at + duration * 60_000 : null;
      const paymentStatus = refunded ? "refunded" : paidAt !== null ? "paid" : s.method === "cash" ? "cash" : "pending";
      const { id: bookingId } = await trx
        .insertInto("bookings")
        .values({
          number: `BK-TMP-${order.number}`,
          order_id: order.id,
          user_id: s.customer,
          partner_id: partner.id,
          user_address_id: null,
          address_text: area ? `${building}, ${unit}, ${area.name_en}, ${area.emirate}` : `${building}, ${unit}, Dubai`,
          community_id: area?.id ?? null,
          scheduled_at: iso(s.at),
          duration_minutes: duration,
          status: s.status,
          payment_status: paymentStatus,
          technician_id: s.technician ?? null,
          subscription_id: null,
          total_fils: total,
          notes: s.notes ?? null,
          images: "[]",
          cancellation_fee_fils: fee,
          cancel_reason: s.cancelReason ?? null,
          cancelled_at: cancelledAt === null ? null : iso(cancelledAt),
          completed_at: completedAt === null ? null : iso(completedAt),
          reschedule_count: 0,
          created_at: iso(createdAt),
          updated_at: iso(completedAt ?? cancelledAt ?? createdAt),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const number = `BK-${pad6(bookingId)}`;
      await trx.updateTable("bookings").set({ number }).where("id", "=", bookingId).execute();
      await trx
        .insertInto("booking_items")
        .values(
          lines.map((l) => ({
            booking_id: bookingId,
            service_id: l.svc.id,
            name_en: l.svc.name_en,
            name_ar: l.svc.name_ar,
            quantity: l.quantity,
            unit_price_fils: l.unitFils,
            total_fils: l.unitFils * l.quantity,
          })),
        )
        .execute();

      // history: the flow up to the status, spaced between booking and slot
      const flow: BookingStatus[] = [
        "requested",
        "confirmed",
        "technician-assigned",
        "on-the-way",
        "in-progress",
        "completed",
      ];
      const steps: Array<[BookingStatus, number, HistoryNote | null, number | null]> = [];
      if (s.status === "cancelled") {
        steps.push(["requested", createdAt, null, s.customer]);
        steps.push(["confirmed", createdAt + 2 * HOUR, null, owner.id]);
        const feeNote = HISTORY_NOTES.cancelledByCustomer(fee ?? 0, s.cancelReason);
        steps.push(["cancelled", cancelledAt ?? createdAt + 3 * HOUR, feeNote, s.customer]);
      } else {
        const upTo = flow.indexOf(s.status);
        for (let i = 0; i <= upTo; i += 1) {
          const st = flow[i];
          const at =
            st === "requested"
              ? createdAt
              : st === "confirmed"
                ? createdAt + 2 * HOUR
                : st === "technician-assigned"
                  ? createdAt + 5 * HOUR
                  : st === "on-the-way"
                    ? Math.min(s.at - 45 * 60_000, now - 10 * 60_000)
                    : st === "in-progress"
                      ? Math.min(s.at + 5 * 60_000, now - 5 * 60_000)
                      : (completedAt ?? s.at);
          const note =
            st === "technician-assigned"
              ? assignedNote(s.technician === joseph ? "Joseph Mathew" : "Imran Qureshi")
              : null;
          steps.push([
            st,
            at,
            note,
            i === 0
              ? s.customer
              : st === "on-the-way" || st === "in-progress" || st === "completed"
                ? (s.technician ?? owner.id)
                : owner.id,
          ]);
        }
      }
      await trx
        .insertInto("booking_status_history")
        .values(
          steps.map(([status, at, note, actor]) => ({
            booking_id: bookingId,
            status,
            ...historyNoteColumns(note),
            actor_user_id: actor,
            created_at: iso(at),
          })),
        )
        .execute();

      if (s.reassignment) {
        const resolved = s.reassignment.status !== "pending";
        await trx
          .insertInto("reassignment_requests")
          .values({
            booking_id: bookingId,
            technician_id: s.technician ?? tech.id,
            reason: s.reassignment.reason,
            status: s.reassignment.status,
            new_technician_id: null,
            resolved_by: resolved ? owner.id : null,
            resolution_note: s.reassignment.note ?? null,
            created_at: iso(now - 20 * HOUR),
            updated_at: iso(resolved ? now - 4 * HOUR : now - 20 * HOUR),
          })
          .execute();
      }

      if (done && completedAt !== null) {
        const customerName = names.get(s.customer) ?? "Customer";
        await trx
          .insertInto("completion_reports")
          .values({
            booking_id: bookingId,
            technician_id: s.technician ?? null,
            notes: `Completed ${lines.map((l) => l.svc.name_en).join(" and ")}. All rooms checked with the customer; no damage found.`,
            photos: JSON.stringify(lines[0].svc.image ? [lines[0].svc.image] : []),
            customer_signoff: 1,
            signed_by: customerName,
            created_at: iso(completedAt),
          })
          .execute();
        const points = Math.floor((total * 0.1) / 100);
        if (points > 0)
          await trx
            .insertInto("loyalty_transactions")
            .values({
              user_id: s.customer,
              type: "earned",
              points,
              booking_id: bookingId,
              wallet_transaction_id: null,
              created_at: iso(completedAt),
            })
            .execute();
        if (s.aisha === "completed") {
          await notice(
            s.customer,
            "loyalty",
            ["Loyalty points earned", "حصلت على نقاط ولاء"],
            [`You earned ${points} points for booking ${number}.`, `حصلت على ${points} نقطة عن الحجز ${number}.`],
            "/wallet",
            completedAt + 60_000,
            false,
          );
        }
      }

      // wallet: Aisha pays her completed booking from the wallet; paid cancellations are refunded to the wallet
      if (s.method === "wallet" && paidAt !== null)
        await walletTx(
          s.customer,
          "payment",
          -total,
          order.id,
          `Payment for order ${order.number}`,
          `دفع الطلب ${order.number}`,
          paidAt,
        );
      if (refunded && cancelledAt !== null) {
        const refund = total - (fee ?? 0);
        if (refund > 0)
          await walletTx(
            s.customer,
            "refund",
            refund,
            order.id,
            `Refund for cancelled booking ${number}`,
            `استرداد مبلغ الحجز الملغي ${number}`,
            cancelledAt,
          );
        if (s.aisha === "cancelled")
          await notice(
            s.customer,
            "booking-status",
            [`Booking ${number}: Cancelled`, `الحجز ${number}: ملغي`],
            [
              `Your booking was cancelled. AED ${(refund / 100).toFixed(2)} is back in your wallet (fee AED ${((fee ?? 0) / 100).toFixed(2)}).`,
              `تم إلغاء حجزك. أعدنا ${(refund / 100).toFixed(2)} درهم إلى محفظتك (الرسوم ${((fee ?? 0) / 100).toFixed(2)} درهم).`,
            ],
            `/bookings/${bookingId}`,
            cancelledAt,
            true,
          );
      }

      if (s.aisha === "confirmed") {
        await notice(
          s.customer,
          "payment",
          ["Payment received", "تم استلام الدفعة"],
          [
            `We received AED ${(total / 100).toFixed(2)} for your booking (order ${order.number}).`,
            `استلمنا ${(total / 100).toFixed(2)} درهم مقابل الحجز (الطلب ${order.number}).`,
          ],
          `/bookings/${bookingId}`,
          paidAt ?? createdAt,
          true,
        );
        await notice(
          s.customer,
          "booking-status",
          [`Booking ${number}: Confirmed`, `الحجز ${number}: مؤكد`],
          [
            `${partner.slug === "sparkle-cleaning" ? "Sparkle Cleaning LLC" : "Your provider"} confirmed your booking.`,
            `${partner.slug === "sparkle-cleaning" ? "سباركل للتنظيف ذ.م.م" : "مزود الخدمة"} أكد حجزك.`,
          ],
          `/bookings/${bookingId}`,
          createdAt + 2 * HOUR,
          false,
        );
      }

      // quotations: a pending one on Aisha's requested booking, a declined one on another customer's
      const quote = async (q: {
        title: [string, string];
        lines: Array<[string, string, number, number]>;
        status: "pending" | "declined";
        reason?: string;
      }) => {
        const qTotal = q.lines.reduce((a, [, , qty, unit]) => a + qty * unit, 0);
        const at = Math.min(createdAt + 3 * HOUR, now - HOUR);
        const { id } = await trx
          .insertInto("quotations")
          .values({
            number: `QT-TMP-${bookingId}`,
            booking_id: bookingId,
            partner_id: partner.id,
            title_en: q.title[0],
            title_ar: q.title[1],
            lines: JSON.stringify(
              q.lines.map(([en, ar, quantity, unit]) => ({
                description_en: en,
                description_ar: ar,
                quantity,
                unit_price_fils: unit,
              })),
            ),
            total_fils: qTotal,
            status: q.status,
            valid_until: iso(Math.max(now + 5 * DAY, s.at)),
            order_id: null,
            decline_reason: q.reason ?? null,
            responded_at: q.status === "declined" ? iso(at + 2 * HOUR) : null,
            created_at: iso(at),
            updated_at: iso(at),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("quotations")
          .set({ number: `QT-${pad6(id)}` })
          .where("id", "=", id)
          .execute();
        return { id, at, total: qTotal, number: `QT-${pad6(id)}` };
      };
      if (s.aisha === "requested") {
        const q = await quote({
          title: ["Replace the indoor unit's drain pump", "استبدال مضخة التصريف للوحدة الداخلية"],
          lines: [
            ["Condensate drain pump (supply and fit)", "مضخة تصريف المكثفات (توريد وتركيب)", 1, 18900],
            ["Refrigerant top-up (R410A)", "تعبئة غاز التبريد (R410A)", 1, 14900],
          ],
          status: "pending",
        });
        await notice(
          s.customer,
          "quotation",
          ["New quotation", "عرض سعر جديد"],
          [
            `${q.number}: AED ${(q.total / 100).toFixed(2)} for your booking ${number}. Review it before it expires.`,
            `${q.number}: ${(q.total / 100).toFixed(2)} درهم لحجزك ${number}. راجعه قبل انتهاء صلاحيته.`,
          ],
          `/quotation/${q.id}`,
          q.at,
          false,
        );
      } else if (!declinedQuote && s.partner === sparkle.slug && s.status === "in-progress") {
        declinedQuote = true;
        await quote({
          title: ["Balcony and window deep clean", "تنظيف عميق للشرفة والنوافذ"],
          lines: [["Balcony pressure wash", "غسيل الشرفة بالضغط", 1, 14900]],
          status: "declined",
          reason: "Not needed right now, thank you.",
        });
      }
    }
    // The partner owner's own notifications (the partner portal's notifications screen).
    const partnerNotices: [string, [string, string], [string, string], string, number, boolean][] = [
      [
        "booking",
        ["New booking request", "طلب حجز جديد"],
        [
          "A customer in Dubai Marina booked a deep clean. Check the date and assign a technician.",
          "حجز عميل في دبي مارينا تنظيفاً عميقاً. تحقق من الموعد وعيّن فنياً.",
        ],
        "/partner/dashboard",
        now - 2 * HOUR,
        false,
      ],
      [
        "review",
        ["New 5-star review", "تقييم جديد بخمس نجوم"],
        ["A customer rated your home cleaning 5 stars.", "قيّم عميل خدمة تنظيف المنزل لديكم بخمس نجوم."],
        "/partner/services",
        now - 26 * HOUR,
        false,
      ],
      [
        "package",
        ["Package approved", "تمت الموافقة على الباقة"],
        ["Khidma approved your package; customers can buy it now.", "وافقت خدمة على باقتك، ويمكن للعملاء شراؤها الآن."],
        "/partner/packages",
        now - 72 * HOUR,
        true,
      ],
    ];
    for (const [type, title, body, link, at, read] of partnerNotices)
      await notice(owner.id, type, title, body, link, at, read);
  });
}

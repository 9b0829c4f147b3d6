import { type Database, nowIso, type WalletTransactionsTable } from "../../db/database.js";
import { fieldError } from "../../lib/errors.js";
import { aedText } from "../../lib/money.js";
import { num } from "../../lib/query.js";
import { inTx, LOCKS, serialize } from "../../lib/tx.js";
import { notify } from "../notifications/service.js";
import { redeemTooFew, redeemTooMany, walletShort } from "./messages.js";

export interface WalletEntry {
  userId: number;
  /** Positive fils; credit adds it, debit takes it. */
  amountFils: number;
  type: WalletTransactionsTable["type"];
  orderId?: number | null;
  description_en: string;
  description_ar: string;
}

export interface LoyaltySettings {
  points_per_aed: number;
  aed_per_point: number;
  min_redeem_points: number;
}

const LOYALTY_DEFAULTS: LoyaltySettings = { points_per_aed: 0.1, aed_per_point: 0.05, min_redeem_points: 100 };

/** `settings.loyalty` (defaults when missing). */
export async function loyaltySettings(db: Database): Promise<LoyaltySettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "loyalty").executeTakeFirst();
  let value: Partial<LoyaltySettings> = {};
  try {
    value = row ? (JSON.parse(row.value) as Partial<LoyaltySettings>) : {};
  } catch {
    value = {};
  }
  return {
    points_per_aed: Number(value.points_per_aed ?? LOYALTY_DEFAULTS.points_per_aed),
    aed_per_point: Number(value.aed_per_point ?? LOYALTY_DEFAULTS.aed_per_point),
    min_redeem_points: Number(value.min_redeem_points ?? LOYALTY_DEFAULTS.min_redeem_points),
  };
}

/** The user's wallet balance in fils (sum of the signed transactions). */
export async function walletBalanceFils(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom("wallet_transactions")
    .select((eb) => eb.fn.sum<number>("amount_fils").as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return num(row?.n);
}

/** The user's loyalty points (sum of the signed loyalty transactions). */
export async function loyaltyPoints(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom("loyalty_transactions")
    .select((eb) => eb.fn.sum<number>("points").as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return num(row?.n);
}

async function post(db: Database, entry: WalletEntry, sign: 1 | -1): Promise<number> {
  const amount = Math.round(entry.amountFils);
  if (!(amount > 0)) throw new Error(`wallet amount must be positive, got ${entry.amountFils}`);
  return inTx(db, async (trx) => {
    await serialize(trx, LOCKS.wallet, entry.userId);
    const balance = await walletBalanceFils(trx, entry.userId);
    if (sign < 0 && balance < amount) throw fieldError("payment_method", walletShort(aedText(balance)));
    const row = await trx
      .insertInto("wallet_transactions")
      .values({
        user_id: entry.userId,
        type: entry.type,
        amount_fils: sign * amount,
        balance_after_fils: balance + sign * amount,
        order_id: entry.orderId ?? null,
        description_en: entry.description_en,
        description_ar: entry.description_ar,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Adds money to the wallet; answers the transaction id. */
export const creditWallet = (db: Database, entry: WalletEntry): Promise<number> => post(db, entry, 1);

/** Takes money from the wallet (422 on `payment_method` when the balance is short); answers the transaction id. */
export const debitWallet = (db: Database, entry: WalletEntry): Promise<number> => post(db, entry, -1);

/**
 * Loyalty for a completed booking: floor(total AED x points_per_aed) points (1 per AED 10), once per booking, with a
 * notification. Answers the points earned (0 when already earned or the booking is too small).
 */
export async function earnLoyaltyForBooking(db: Database, bookingId: number): Promise<number> {
  return inTx(db, async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["id", "number", "user_id", "total_fils"])
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!booking) return 0;
    await serialize(trx, LOCKS.loyalty, booking.user_id);
    const earned = await trx
      .selectFrom("loyalty_transactions")
      .select("id")
      .where("booking_id", "=", bookingId)
      .where("type", "=", "earned")
      .executeTakeFirst();
    if (earned) return 0;
    const settings = await loyaltySettings(trx);
    // Integer arithmetic where possible: AED x rate, floored (0.1 x 199.99 = 19.999 -> 19).
    const points = Math.floor((num(booking.total_fils) * settings.points_per_aed) / 100 + 1e-9);
    if (points <= 0) return 0;
    await trx
      .insertInto("loyalty_transactions")
      .values({
        user_id: booking.user_id,
        type: "earned",
        points,
        booking_id: booking.id,
        wallet_transaction_id: null,
        created_at: nowIso(),
      })
      .execute();
    await notify(trx, {
      userId: booking.user_id,
      type: "loyalty",
      title_en: "Loyalty points earned",
      title_ar: "حصلت على نقاط ولاء",
      body_en: `You earned ${points} points for booking ${booking.number}.`,
      body_ar: `حصلت على ${points} نقطة عن الحجز ${booking.number}.`,
      link: "/wallet",
    });
    return points;
  });
}

/**
 * Turns points into wallet money (points x aed_per_point). 422 on `points` below the minimum or above what the user
 * holds. Answers the points, the new balance and the credited amount, in fils.
 */
export async function redeemLoyalty(db: Database, userId: number, points: number) {
  return inTx(db, async (trx) => {
    await serialize(trx, LOCKS.loyalty, userId);
    const settings = await loyaltySettings(trx);
    const held = await loyaltyPoints(trx, userId);
    if (points < settings.min_redeem_points) throw fieldError("points", redeemTooFew(settings.min_redeem_points));
    if (points > held) throw fieldError("points", redeemTooMany(held));
    const creditedFils = Math.round(points * settings.aed_per_point * 100);
    const walletTxId = await creditWallet(trx, {
      userId,
      amountFils: creditedFils,
      type: "loyalty",
      description_en: `Redeemed ${points} loyalty points`,
      description_ar: `استبدال ${points} نقطة ولاء`,
    });
    await trx
      .insertInto("loyalty_transactions")
      .values({
        user_id: userId,
        type: "redeemed",
        points: -points,
        booking_id: null,
        wallet_transaction_id: walletTxId,
        created_at: nowIso(),
      })
      .execute();
    await notify(trx, {
      userId,
      type: "loyalty",
      title_en: "Points redeemed",
      title_ar: "تم استبدال النقاط",
      body_en: `${points} points added AED ${aedText(creditedFils)} to your wallet.`,
      body_ar: `أضافت ${points} نقطة ${aedText(creditedFils)} درهم إلى محفظتك.`,
      link: "/wallet",
    });
    return { points, creditedFils, balanceFils: await walletBalanceFils(trx, userId) };
  });
}

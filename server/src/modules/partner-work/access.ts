import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.js";
import { currentUserId } from "../../lib/auth.js";
import { ApiError } from "../../lib/errors.js";
import { BOOKING_NOT_FOUND } from "../bookings/messages.js";
import { NO_PARTNER_PROFILE } from "../partner-catalog/messages.js";

/** The partner a partner-role caller acts for (users.partner_id); 403 without a partner profile. */
export async function callerPartner(db: Database, request: FastifyRequest) {
  const userId = currentUserId(request);
  const user = await db.selectFrom("users").select("partner_id").where("id", "=", userId).executeTakeFirst();
  if (!user?.partner_id) throw new ApiError(403, NO_PARTNER_PROFILE);
  return { userId, partnerId: user.partner_id };
}

/** The booking row when it is the partner's; another partner's (or none) answers 404, as one that does not exist. */
export async function partnerBooking(db: Database, bookingId: number, partnerId: number) {
  const b = await db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
  if (!b || b.partner_id !== partnerId) throw new ApiError(404, BOOKING_NOT_FOUND);
  return b;
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../lib/auth.js";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { idempotent } from "../../lib/idempotency.js";
import { bookingDetailsView } from "../bookings/repo.js";
import { bookingDetailsResponse, timeSlotsResponse } from "../bookings/schema.js";
import { customerRoute } from "../orders/access.js";
import { VISIT_BOOKED, VISIT_DATES, VISIT_SLOTS, VISITS } from "./messages.js";
import {
  bookVisitBody,
  subscriptionParams,
  visitDatesQuery,
  visitDatesResponse,
  visitSlotsQuery,
  visitSummaryResponse,
} from "./schema.js";
import { bookVisit, visitAvailableDates, visitSummary, visitTimeSlots } from "./service.js";

const TAG = ["Package visits"];
const WHO = "A signed-in customer (customer role) and only their own subscriptions: another's answers 404.";
const MONTHS =
  "A subscription runs for its duration's months from starts_on; month i runs from starts_on + i months to the day before starts_on + i + 1 months. Each month allows visits_total / months visits; a visit not used by its month's end is lost, or with the package's unused_visits = carry_over added to the next month (until the package ends). The current month is the one today falls in (the first before the package starts).";
const SLOTS =
  "The slot rules of customer/booking/time-slots for the package's job: its services (only technicians able to do every one count) and the longest of their durations (at least 60 minutes), only on dates of the visit's month from today (or the month's first day) up to 30 days ahead.";

/** Package visits: a bought package's visits booked as bookings of its partner, month by month (issue 16). */
export const packageVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/customer/package/visit/summary/:id",
    customerRoute(
      {
        tags: TAG,
        summary: "A subscription's visits: months, the current month's visits left, and the visits booked",
        description: `${WHO} ${MONTHS} can_book is false with a reason (not_paid, not_active, ended, used_up, no_address) when a visit cannot be booked now. visits lists the visits that count (not cancelled or declined), by date.`,
        params: subscriptionParams,
        response: { 200: visitSummaryResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(reply, await visitSummary(db, currentUserId(request), request.params.id, requestLanguage(request)), VISITS),
  );

  app.get(
    "/customer/package/visit/available-dates",
    customerRoute(
      {
        tags: TAG,
        summary: "Which dates of the visit's month have a free slot with the package's partner",
        description: `${WHO} Query subscription_id (required), booking_id? (rescheduling that visit: its own month, its slot left out), from?, days? (1-31). ${MONTHS} ${SLOTS} Answers the month and its dates (reason holiday, closed, past or full when unavailable). 422 on subscription_id when the package cannot be booked now (not paid, not active, ended, no address).`,
        querystring: visitDatesQuery,
        response: { 200: visitDatesResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(
        reply,
        await visitAvailableDates(db, currentUserId(request), request.query, requestLanguage(request)),
        VISIT_DATES,
      ),
  );

  app.get(
    "/customer/package/visit/time-slots",
    customerRoute(
      {
        tags: TAG,
        summary: "The package partner's slots on one date of the visit's month",
        description: `${WHO} Query subscription_id and date (required), booking_id? (rescheduling that visit). ${SLOTS} 422 on date outside the month (the message names its dates), on subscription_id when the package cannot be booked now.`,
        querystring: visitSlotsQuery,
        response: { 200: timeSlotsResponse },
      },
      "onRequest",
    ),
    async (request, reply) =>
      ok(reply, await visitTimeSlots(db, currentUserId(request), request.query, requestLanguage(request)), VISIT_SLOTS),
  );

  app.post(
    "/customer/package/visit/book",
    customerRoute(
      {
        tags: TAG,
        summary:
          "Book a visit of this month: {subscription_id, date, time (HH:mm), notes?}. Idempotency-Key supported.",
        description: `${WHO} A booking of the package's partner at the subscription's address, linked to it (subscription_id), starting as requested like a service booking and counted against the current month. The package covers it: total 0, payment_status paid, no order and no invoice. The customer and the partner's team (owner, dispatchers) are notified as for a service booking. 422 on subscription_id when the package is not paid, not active, has ended, has no address or the month's visits are all booked (of two requests for the last visit only one succeeds); on date outside the current month (and the package's dates); on time when the slot is not free. Reschedule and cancel a visit with customer/booking/reschedule/{id} and customer/booking/cancel/{id} (no fee: a visit costs 0; a visit stays in its month; cancelling gives it back to the month).`,
        body: bookVisitBody,
        response: { 201: bookingDetailsResponse, 409: errorEnvelope },
      },
      "onRequest",
    ),
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const userId = currentUserId(request);
        const id = await bookVisit(db, { userId, ...request.body });
        return ok(reply, await bookingDetailsView(db, id, userId, requestLanguage(request)), VISIT_BOOKED, 201);
      }),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, ok } from "../../lib/envelope.js";
import { requestLanguage } from "../../lib/i18n.js";
import { scheduleActor, scheduleGuard, schedulePartner } from "./access.js";
import {
  createHoliday,
  deleteHoliday,
  holidayDetails,
  holidayImpact,
  listHolidays,
  ownedHoliday,
  updateHoliday,
} from "./holidays.js";
import {
  HOLIDAY_CREATED,
  HOLIDAY_DELETED,
  HOLIDAY_IMPACT,
  HOLIDAY_UPDATED,
  HOLIDAYS,
  PUBLIC_HOLIDAY_CHOICE,
  PUBLIC_HOLIDAY_CHOICE_SAVED,
  PUBLIC_HOLIDAY_CREATED,
  PUBLIC_HOLIDAY_DELETED,
  PUBLIC_HOLIDAY_UPDATED,
  PUBLIC_HOLIDAYS,
  WORKING_HOURS,
  WORKING_HOURS_RESET,
  WORKING_HOURS_SAVED,
} from "./messages.js";
import {
  createPublicHoliday,
  deletePublicHoliday,
  findPublicHoliday,
  listPublicHolidays,
  publicHolidayView,
  readChoice,
  saveChoice,
  updatePublicHoliday,
} from "./public-holidays.js";
import {
  choiceBody,
  choiceQuery,
  choiceResponse,
  deletedResponse,
  holidayBody,
  holidayListQuery,
  holidayListResponse,
  idParams,
  impactBody,
  impactResponse,
  publicHolidayBody,
  publicHolidayListQuery,
  publicHolidayListResponse,
  publicHolidayResponse,
  savedHolidayResponse,
  weekBody,
  weekQuery,
  weekResetBody,
  workingWeekResponse,
} from "./schema.js";
import { readWeek, replaceWeek, resetTechnicianWeek } from "./week.js";

const HOURS_TAG = ["Schedule: working hours"];
const HOLIDAY_TAG = ["Schedule: holidays"];
const PUBLIC_TAG = ["Schedule: UAE public holidays"];
const bearer = [{ bearerAuth: [] }];
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope };
const withNotFound = { ...errors, 404: errorEnvelope };

const WHO =
  "A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for " +
  "any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are " +
  "Asia/Dubai.";

/** Working hours (company and technician weeks), holidays as date ranges, the UAE public holiday calendar. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // ---- working hours ---------------------------------------------------------------------------------------------

  app.get(
    "/partner/working-hours",
    {
      onRequest: scheduleGuard("read-working-hours"),
      schema: {
        tags: HOURS_TAG,
        summary: "The company's week, or a technician's (always seven days, Sunday = 0 first)",
        description: `${WHO} With \`technician_id\` (a team user of the partner, else 422): that technician's own week; a technician without one gets the company's days with \`inherited: true\`. A weekday the company has no row for reads as closed. Permission read-working-hours.`,
        security: bearer,
        querystring: weekQuery,
        response: { 200: workingWeekResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await schedulePartner(db, scheduleActor(request), request.query.partner_id);
      return ok(reply, await readWeek(db, partnerId, request.query.technician_id), WORKING_HOURS);
    },
  );

  app.post(
    "/partner/working-hours",
    {
      onRequest: scheduleGuard("update-working-hours"),
      schema: {
        tags: HOURS_TAG,
        summary: "Replace the company's week, or a technician's own week",
        description: `${WHO} Body \`{days: [{weekday, is_closed, opens_at, closes_at, breaks: [{starts_at, ends_at}], capacity?}]}\` with all seven weekdays once each. An open day needs opens_at < closes_at; breaks lie inside the hours, end after they start and do not overlap. capacity (company week; default 2) is how many bookings run at once while the company has no technicians. With \`technician_id\`: that technician's own week (capacity ignored). Any error: 422 with field errors such as \`days.2.closes_at\`, nothing saved. Answers the saved week. Permission update-working-hours.`,
        security: bearer,
        body: weekBody,
        response: { 200: workingWeekResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const partnerId = await schedulePartner(db, scheduleActor(request), body.partner_id);
      await replaceWeek(db, partnerId, body.days, body.technician_id);
      return ok(reply, await readWeek(db, partnerId, body.technician_id), WORKING_HOURS_SAVED);
    },
  );

  app.post(
    "/partner/working-hours/reset",
    {
      onRequest: scheduleGuard("update-working-hours"),
      schema: {
        tags: HOURS_TAG,
        summary: "A technician goes back to the company's week (their own week is removed)",
        description: `${WHO} Body \`{technician_id}\`. Answers the technician's week (\`inherited: true\`). Permission update-working-hours.`,
        security: bearer,
        body: weekResetBody,
        response: { 200: workingWeekResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await schedulePartner(db, scheduleActor(request), request.body.partner_id);
      await resetTechnicianWeek(db, partnerId, request.body.technician_id);
      return ok(reply, await readWeek(db, partnerId, request.body.technician_id), WORKING_HOURS_RESET);
    },
  );

  // ---- holidays --------------------------------------------------------------------------------------------------

  app.get(
    "/partner/holiday/list",
    {
      onRequest: scheduleGuard("read-holiday"),
      schema: {
        tags: HOLIDAY_TAG,
        summary: "The company's holidays as date ranges (start date ascending)",
        description: `A partner role reads its own company's; an internal role reads one partner's (\`partner_id\`) or every partner's. Filters: from, to (ranges overlapping them), search (title), technician_id (whole-company holidays and that technician's days off). Each row: \`{id, partner_id, start_date, end_date (inclusive), title_en, title_ar, title (Accept-Language), technician_ids ([]: whole company), technicians [{id, name}], days}\`. Permission read-holiday.`,
        security: bearer,
        querystring: holidayListQuery,
        response: { 200: holidayListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const actor = scheduleActor(request);
      const partnerId =
        actor.kind === "internal" && q.partner_id === undefined
          ? undefined
          : await schedulePartner(db, actor, q.partner_id);
      const page = await listHolidays(
        db,
        { partnerId, from: q.from, to: q.to, search: q.search, technicianId: q.technician_id },
        { page: q.page, limit: q.limit },
        requestLanguage(request),
      );
      return ok(reply, page, HOLIDAYS);
    },
  );

  app.post(
    "/partner/holiday/impact",
    {
      onRequest: scheduleGuard("read-holiday"),
      schema: {
        tags: HOLIDAY_TAG,
        summary: "The appointments a holiday range would affect (before adding or moving it)",
        description: `${WHO} Body \`{start_date, end_date, technician_ids?, exclude_id?}\`: the company's open appointments (not cancelled, not completed) on those days; with technician_ids only theirs; with exclude_id (the holiday being moved) the ones its current range already covers are left out. Answers \`{count, appointments: [{id, booking_number, scheduled_at, date, time, status, customer_id, customer_name, technician_id, technician_name, services}]}\`. Changes nothing. Permission read-holiday.`,
        security: bearer,
        body: impactBody,
        response: { 200: impactResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const actor = scheduleActor(request);
      const partnerId = await schedulePartner(db, actor, b.partner_id);
      if (b.exclude_id !== undefined) await ownedHoliday(db, actor, b.exclude_id);
      const impact = await holidayImpact(
        db,
        partnerId,
        { start_date: b.start_date, end_date: b.end_date, technician_ids: b.technician_ids ?? [] },
        requestLanguage(request),
        b.exclude_id,
      );
      return ok(reply, impact, HOLIDAY_IMPACT);
    },
  );

  app.post(
    "/partner/holiday/create",
    {
      onRequest: scheduleGuard("create-holiday"),
      schema: {
        tags: HOLIDAY_TAG,
        summary: "Add a holiday range (whole company, or chosen technicians)",
        description: `${WHO} Body \`{start_date, end_date (inclusive, at most 366 days), title_en, title_ar, technician_ids? ([]: whole company)}\`. The customers of the appointments it affects (see partner/holiday/impact) are notified and may reschedule or cancel them free of charge; \`affected_count\` says how many. No confirmation flag: the portal shows the impact first. Permission create-holiday.`,
        security: bearer,
        body: holidayBody,
        response: { 201: savedHolidayResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await schedulePartner(db, scheduleActor(request), request.body.partner_id);
      const [id, affected] = await createHoliday(db, partnerId, request.body);
      const view = await holidayDetails(db, id, requestLanguage(request));
      return ok(reply, { ...view, affected_count: affected }, HOLIDAY_CREATED, 201);
    },
  );

  app.post(
    "/partner/holiday/update/:id",
    {
      onRequest: scheduleGuard("update-holiday"),
      schema: {
        tags: HOLIDAY_TAG,
        summary: "Move or edit a holiday range",
        description: `${WHO} The same body as create (technician_ids absent: kept). Appointments the new range affects that the old one did not are notified and may change free of charge (\`affected_count\`). Permission update-holiday.`,
        security: bearer,
        params: idParams,
        body: holidayBody,
        response: { 200: savedHolidayResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const actor = scheduleActor(request);
      const holiday = await ownedHoliday(db, actor, request.params.id);
      if (request.body.partner_id !== undefined) await schedulePartner(db, actor, request.body.partner_id);
      const affected = await updateHoliday(db, holiday, request.body);
      const view = await holidayDetails(db, holiday.id, requestLanguage(request));
      return ok(reply, { ...view, affected_count: affected }, HOLIDAY_UPDATED);
    },
  );

  app.delete(
    "/partner/holiday/delete/:id",
    {
      onRequest: scheduleGuard("delete-holiday"),
      schema: {
        tags: HOLIDAY_TAG,
        summary: "Delete a holiday range",
        description: `${WHO} The free reschedule or cancel already offered to affected customers stays. Permission delete-holiday.`,
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      const holiday = await ownedHoliday(db, scheduleActor(request), request.params.id);
      await deleteHoliday(db, holiday.id);
      return ok(reply, null, HOLIDAY_DELETED);
    },
  );

  // ---- UAE public holidays ---------------------------------------------------------------------------------------

  app.get(
    "/public-holiday/list",
    {
      onRequest: scheduleGuard("read-public-holiday"),
      schema: {
        tags: PUBLIC_TAG,
        summary: "The UAE public holiday calendar (start date ascending)",
        description:
          "Internal and partner roles. Filters: year (holidays overlapping it), key, search (name). Each row `{id, key, start_date, end_date (inclusive), name_en, name_ar, name, is_tentative, days}`; Islamic holidays stay tentative until an admin confirms the dates after the moon sighting. Permission read-public-holiday.",
        security: bearer,
        querystring: publicHolidayListQuery,
        response: { 200: publicHolidayListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await listPublicHolidays(
        db,
        { year: q.year, key: q.key, search: q.search },
        { page: q.page, limit: q.limit },
        requestLanguage(request),
      );
      return ok(reply, page, PUBLIC_HOLIDAYS);
    },
  );

  app.post(
    "/public-holiday/create",
    {
      onRequest: scheduleGuard("create-public-holiday", { internalOnly: true }),
      schema: {
        tags: PUBLIC_TAG,
        summary: "Add a public holiday to the calendar",
        description:
          "Internal roles only. Body `{key (e.g. eid-al-fitr, the same across years), start_date, end_date (inclusive), name_en, name_ar, is_tentative?}`. Permission create-public-holiday.",
        security: bearer,
        body: publicHolidayBody,
        response: { 201: publicHolidayResponse, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createPublicHoliday(db, request.body);
      return ok(
        reply,
        publicHolidayView(await findPublicHoliday(db, id), requestLanguage(request)),
        PUBLIC_HOLIDAY_CREATED,
        201,
      );
    },
  );

  app.post(
    "/public-holiday/update/:id",
    {
      onRequest: scheduleGuard("update-public-holiday", { internalOnly: true }),
      schema: {
        tags: PUBLIC_TAG,
        summary: "Move or confirm a public holiday (is_tentative false: confirmed after the moon sighting)",
        description: "Internal roles only. The same body as create. Permission update-public-holiday.",
        security: bearer,
        params: idParams,
        body: publicHolidayBody,
        response: { 200: publicHolidayResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await updatePublicHoliday(db, request.params.id, request.body);
      return ok(
        reply,
        publicHolidayView(await findPublicHoliday(db, request.params.id), requestLanguage(request)),
        PUBLIC_HOLIDAY_UPDATED,
      );
    },
  );

  app.delete(
    "/public-holiday/delete/:id",
    {
      onRequest: scheduleGuard("delete-public-holiday", { internalOnly: true }),
      schema: {
        tags: PUBLIC_TAG,
        summary: "Remove a public holiday from the calendar",
        description: "Internal roles only. Permission delete-public-holiday.",
        security: bearer,
        params: idParams,
        response: { 200: deletedResponse, ...withNotFound },
      },
    },
    async (request, reply) => {
      await deletePublicHoliday(db, request.params.id);
      return ok(reply, null, PUBLIC_HOLIDAY_DELETED);
    },
  );

  app.get(
    "/partner/public-holiday/choice",
    {
      onRequest: scheduleGuard("read-working-hours"),
      schema: {
        tags: PUBLIC_TAG,
        summary: "Which UAE public holidays the company closes on",
        description: `${WHO} Answers \`{partner_id, closed_on_all, keys, options: [{key, name_en, name_ar, name, closed}]}\`: closed_on_all (the default) closes on every public holiday, else only on \`keys\`. Permission read-working-hours.`,
        security: bearer,
        querystring: choiceQuery,
        response: { 200: choiceResponse, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = await schedulePartner(db, scheduleActor(request), request.query.partner_id);
      return ok(reply, await readChoice(db, partnerId, requestLanguage(request)), PUBLIC_HOLIDAY_CHOICE);
    },
  );

  app.post(
    "/partner/public-holiday/choice",
    {
      onRequest: scheduleGuard("update-working-hours"),
      schema: {
        tags: PUBLIC_TAG,
        summary: "Choose: closed on all UAE public holidays, or only on some",
        description: `${WHO} Body \`{closed_on_all: boolean, keys: string[]}\`: closed_on_all true (keys ignored) closes on every public holiday, also ones added later; false closes only on the given keys ([]: open on all; an unknown key: 422 \`keys.N\`). Answers the choice as GET does. Permission update-working-hours.`,
        security: bearer,
        body: choiceBody,
        response: { 200: choiceResponse, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const partnerId = await schedulePartner(db, scheduleActor(request), b.partner_id);
      await saveChoice(db, partnerId, b.closed_on_all, b.keys);
      return ok(reply, await readChoice(db, partnerId, requestLanguage(request)), PUBLIC_HOLIDAY_CHOICE_SAVED);
    },
  );
};

import { sql } from "kysely";
import { type Database, nowIso } from "../../db/database.js";
import { type AuditActor, audit } from "../../lib/audit.js";
import { dubaiDate } from "../../lib/dubai.js";
import { ApiError, type FieldErrors } from "../../lib/errors.js";
import { inTx } from "../../lib/tx.js";
import { DEFAULT_COMMISSION_BP, loadRates, pickRate } from "../ledger/commission.js";
import { saveCommission } from "../ledger/repo.js";
import * as M from "./messages.js";
import { readKeyValues } from "./repo.js";
import { DATE_FORMATS, MASTER_URLS, PAYOUT_CYCLES, type SettingsUpdateBody, TIME_FORMATS } from "./schema.js";

/**
 * Platform settings (issue 18; docs/api-catalog.md "Settings"). Stored as key/value rows: `settings` holds the
 * formats, pricing_and_taxes (vat_percentage, prices_include_vat, currency), loyalty, cancellation, payout_cycle and
 * payout_hold_days; `master_settings` holds master_setting (contact, links) and Khidma's TRN and legal address, which
 * GET settings shows inside pricing_and_taxes too; default_commission_percent is the default commission rate in force.
 * A value never saved reads as its default, and seeding never overwrites a saved row.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

const DEFAULTS = {
  default_date_format: "DD-MM-YYYY",
  default_time_format: "hh:mm A",
  timezone: "Asia/Dubai",
  currency: "AED",
  pricing_and_taxes: { vat_percentage: 5, prices_include_vat: true, currency: "AED" },
  loyalty: { points_per_aed: 0.1, aed_per_point: 0.05, min_redeem_points: 100 },
  cancellation: { free_hours: 12, late_hours: 2, late_percent: 25, very_late_percent: 50, missed_percent: 100 },
  payout_cycle: "weekly",
  payout_hold_days: 3,
};

/** pricing_and_taxes keys kept in master_settings (the invoice's supplier block reads them there). */
const PRICING_IN_MASTER = { trn: "trn", legal_address_en: "address", legal_address_ar: "address_ar" } as const;

/** The default commission rate (percent) in force at `at`. */
async function defaultCommissionPercent(db: Database, at: string): Promise<number> {
  const rows = (await loadRates(db, [])).filter((r) => r.partner_id === null && r.category_id === null);
  return (pickRate(rows, null, null, at)?.rate_bp ?? DEFAULT_COMMISSION_BP) / 100;
}

/** `GET settings`: the saved settings over the defaults, with master_setting and the default commission. */
export async function readSettings(db: Database, at: string = nowIso()): Promise<Obj> {
  const saved = await readKeyValues(db, "settings");
  const master = await readKeyValues(db, "master_settings");
  const pricing: Obj = { ...DEFAULTS.pricing_and_taxes, ...obj(saved.pricing_and_taxes) };
  for (const [key, masterKey] of Object.entries(PRICING_IN_MASTER)) pricing[key] = master[masterKey] ?? null;
  return {
    ...DEFAULTS,
    ...saved,
    pricing_and_taxes: pricing,
    loyalty: { ...DEFAULTS.loyalty, ...obj(saved.loyalty) },
    cancellation: { ...DEFAULTS.cancellation, ...obj(saved.cancellation) },
    default_commission_percent: await defaultCommissionPercent(db, at),
    master_setting: master,
  };
}

/** The saved VAT rate (basis points, 500 = 5%) new carts and orders use. */
export async function vatRateBp(db: Database): Promise<number> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "pricing_and_taxes").executeTakeFirst();
  const v = Number(obj(row ? JSON.parse(row.value) : null).vat_percentage);
  return Number.isFinite(v) && v >= 0 && v <= 100
    ? Math.round(v * 100)
    : DEFAULTS.pricing_and_taxes.vat_percentage * 100;
}

/** The saved payout cycle (weekly unless monthly was saved). */
export async function payoutCycle(db: Database): Promise<(typeof PAYOUT_CYCLES)[number]> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", "payout_cycle").executeTakeFirst();
  return row && JSON.parse(row.value) === "monthly" ? "monthly" : "weekly";
}

const NESTED = ["pricing_and_taxes", "loyalty", "cancellation", "master_setting"] as const;

/** `before` with `body` laid over it: nested objects key by key (an absent key keeps the saved value). */
function merge(before: Obj, body: Obj): Obj {
  const out: Obj = { ...before };
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    out[key] = (NESTED as readonly string[]).includes(key) ? { ...obj(before[key]), ...obj(value) } : value;
  }
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const empty = (v: unknown) => v === null || v === undefined || v === "";
const isUrl = (v: unknown) => {
  if (typeof v !== "string") return false;
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
};
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9;

/** The merged settings' field errors (dotted keys), empty when they may be saved. */
export function validateSettings(s: Obj): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    errors[key] ??= [];
    if (!errors[key].includes(message)) errors[key].push(message);
  };
  if (!(DATE_FORMATS as readonly unknown[]).includes(s.default_date_format))
    add("default_date_format", M.DATE_FORMAT_INVALID);
  if (!(TIME_FORMATS as readonly unknown[]).includes(s.default_time_format))
    add("default_time_format", M.TIME_FORMAT_INVALID);

  const p = obj(s.pricing_and_taxes);
  if (!isNum(p.vat_percentage) || p.vat_percentage < 0 || p.vat_percentage > 100 || !twoDecimals(p.vat_percentage))
    add("pricing_and_taxes.vat_percentage", M.VAT_RANGE);
  if (typeof p.prices_include_vat !== "boolean") add("pricing_and_taxes.prices_include_vat", M.BOOLEAN_REQUIRED);
  if (typeof p.trn !== "string" || !/^\d{15}$/.test(p.trn)) add("pricing_and_taxes.trn", M.TRN_INVALID);
  for (const key of ["legal_address_en", "legal_address_ar"])
    if (!empty(p[key]) && (typeof p[key] !== "string" || (p[key] as string).length > 500))
      add(`pricing_and_taxes.${key}`, M.TEXT_INVALID);

  const l = obj(s.loyalty);
  for (const key of ["points_per_aed", "aed_per_point", "min_redeem_points"])
    if (!isNum(l[key]) || (l[key] as number) < 0) add(`loyalty.${key}`, M.LOYALTY_INVALID);

  const c = obj(s.cancellation);
  const tiers = ["free_hours", "late_hours", "late_percent", "very_late_percent", "missed_percent"];
  for (const key of tiers) if (!isInt(c[key])) add(`cancellation.${key}`, M.WHOLE_NUMBER);
  for (const key of tiers.slice(2))
    if (isInt(c[key]) && (c[key] as number) > 100) add(`cancellation.${key}`, M.PERCENT_RANGE);
  if (tiers.every((k) => isInt(c[k]))) {
    const n = c as Record<string, number>;
    if (n.free_hours <= n.late_hours) {
      add("cancellation.late_hours", M.LATE_BEFORE_FREE);
      add("cancellation", M.TIERS_ORDERED);
    }
    if (n.very_late_percent < n.late_percent) add("cancellation.very_late_percent", M.TIERS_ORDERED);
    if (n.missed_percent < n.very_late_percent) add("cancellation.missed_percent", M.TIERS_ORDERED);
    if (n.very_late_percent < n.late_percent || n.missed_percent < n.very_late_percent)
      add("cancellation", M.TIERS_ORDERED);
  }

  if (!(PAYOUT_CYCLES as readonly unknown[]).includes(s.payout_cycle)) add("payout_cycle", M.PAYOUT_CYCLE_INVALID);
  if (!isInt(s.payout_hold_days) || s.payout_hold_days > 60) add("payout_hold_days", M.HOLD_DAYS_RANGE);
  const rate = s.default_commission_percent;
  if (!isNum(rate) || rate < 0 || rate > 100 || !twoDecimals(rate))
    add("default_commission_percent", M.COMMISSION_RANGE);

  const m = obj(s.master_setting);
  if (typeof m.support_email !== "string" || !EMAIL.test(m.support_email))
    add("master_setting.support_email", M.EMAIL_INVALID);
  if (typeof m.support_phone !== "string" || !PHONE.test(m.support_phone))
    add("master_setting.support_phone", M.PHONE_INVALID);
  if (!empty(m.whatsapp) && (typeof m.whatsapp !== "string" || !PHONE.test(m.whatsapp)))
    add("master_setting.whatsapp", M.PHONE_INVALID);
  for (const key of MASTER_URLS) if (!empty(m[key]) && !isUrl(m[key])) add(`master_setting.${key}`, M.URL_INVALID);
  for (const key of ["company_name", "address", "address_ar"])
    if (!empty(m[key]) && (typeof m[key] !== "string" || (m[key] as string).length > 500))
      add(`master_setting.${key}`, M.TEXT_INVALID);
  return errors;
}

async function put(db: Database, table: "settings" | "master_settings", key: string, value: unknown) {
  const json = JSON.stringify(value);
  await db
    .insertInto(table)
    .values({ key, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
/** An optional text cleared ("" or null) is saved as null. */
const cleared = (v: unknown) => (empty(trimmed(v)) ? null : trimmed(v));

/**
 * `settings/update`: merges the partial body into the saved settings, validates the merged whole (422 with dotted
 * field keys, nothing saved), then in one transaction writes the keys the body touched, adds a default commission
 * rate from today (Asia/Dubai) when default_commission_percent changed, and writes one audit row (entity settings,
 * before and after of the keys touched). Answers the whole saved settings.
 */
export async function updateSettings(
  db: Database,
  body: SettingsUpdateBody,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<Obj> {
  return inTx(db, async (trx) => {
    const at = now.toISOString();
    const before = await readSettings(trx, at);
    const input: Obj = { ...body };
    if (body.master_setting) {
      const ms: Obj = {};
      for (const [k, v] of Object.entries(body.master_setting)) if (v !== undefined) ms[k] = cleared(v);
      input.master_setting = ms;
    }
    if (body.pricing_and_taxes) {
      const pt: Obj = {};
      for (const [k, v] of Object.entries(body.pricing_and_taxes)) if (v !== undefined) pt[k] = trimmed(v);
      for (const k of ["legal_address_en", "legal_address_ar"]) if (k in pt) pt[k] = cleared(pt[k]);
      input.pricing_and_taxes = pt;
    }
    const merged = merge(before, input);
    const errors = validateSettings(merged);
    const fields = Object.keys(errors);
    if (fields.length > 0) throw new ApiError(422, errors[fields[0]][0], errors);

    const touched = Object.keys(input).filter((k) => input[k] !== undefined);
    for (const key of ["default_date_format", "default_time_format", "payout_cycle", "payout_hold_days"])
      if (touched.includes(key)) await put(trx, "settings", key, merged[key]);
    for (const key of ["loyalty", "cancellation"])
      if (touched.includes(key)) await put(trx, "settings", key, merged[key]);
    if (touched.includes("pricing_and_taxes")) {
      const p = obj(merged.pricing_and_taxes);
      const stored = obj(before.pricing_and_taxes);
      await put(trx, "settings", "pricing_and_taxes", {
        vat_percentage: p.vat_percentage,
        prices_include_vat: p.prices_include_vat,
        currency: stored.currency ?? DEFAULTS.currency,
      });
      for (const [key, masterKey] of Object.entries(PRICING_IN_MASTER))
        if (key in obj(input.pricing_and_taxes)) await put(trx, "master_settings", masterKey, p[key]);
      // the public catalog's cached answers show prices' VAT split at this rate: a new rate makes them stale
      if (p.vat_percentage !== stored.vat_percentage)
        await sql`update catalog_state set version = version + 1 where id = 1`.execute(trx);
    }
    if (touched.includes("master_setting"))
      for (const key of Object.keys(obj(input.master_setting)))
        await put(trx, "master_settings", key, obj(merged.master_setting)[key]);
    if (
      touched.includes("default_commission_percent") &&
      merged.default_commission_percent !== before.default_commission_percent
    )
      await saveCommission(
        trx,
        {
          partner_id: null,
          category_id: null,
          rate: merged.default_commission_percent as number,
          effective_from: dubaiDate(now),
        },
        actor,
        now,
      );

    const after = await readSettings(trx, at);
    const pick = (s: Obj) => Object.fromEntries(touched.map((k) => [k, s[k]]));
    await audit(trx, {
      actor,
      action: "update",
      entity: "settings",
      entity_id: null,
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
}

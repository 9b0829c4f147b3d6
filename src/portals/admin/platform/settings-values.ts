import type { ApiData } from "../../../api/api-types";

/** `GET settings`' data (the generated API types). */
export type SettingsData = ApiData<"/api/v2/settings", "get">;

export const DATE_FORMATS = ["DD-MM-YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "MM/DD/YYYY", "D MMM YYYY"] as const;
export const TIME_FORMATS = ["hh:mm A", "HH:mm"] as const;
export const PAYOUT_CYCLES = ["weekly", "monthly"] as const;

/** The form's fields, by section: the names `settings/update` takes (nested objects merge key by key). */
export const SECTIONS = {
  general: [["default_date_format"], ["default_time_format"]],
  pricing: [
    ["pricing_and_taxes", "vat_percentage"],
    ["pricing_and_taxes", "prices_include_vat"],
    ["pricing_and_taxes", "trn"],
    ["pricing_and_taxes", "legal_address_en"],
    ["pricing_and_taxes", "legal_address_ar"],
  ],
  contact: [
    ["master_setting", "support_email"],
    ["master_setting", "support_phone"],
    ["master_setting", "whatsapp"],
    ["master_setting", "app_store_url"],
    ["master_setting", "play_store_url"],
    ["master_setting", "facebook_url"],
    ["master_setting", "instagram_url"],
    ["master_setting", "x_url"],
    ["master_setting", "linkedin_url"],
  ],
  fees: [
    ["cancellation", "free_hours"],
    ["cancellation", "late_hours"],
    ["cancellation", "late_percent"],
    ["cancellation", "very_late_percent"],
    ["cancellation", "missed_percent"],
  ],
  payouts: [["payout_cycle"], ["payout_hold_days"], ["default_commission_percent"]],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type SectionKey = keyof typeof SECTIONS;
export type FieldPath = (typeof SECTIONS)[SectionKey][number];
const ALL_FIELDS: readonly FieldPath[] = Object.values(SECTIONS).flat();

/** The form's values: nested like the API's body (`{master_setting: {support_email}}`). */
export type SettingsValues = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const getAt = (source: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), source);

const setAt = (target: SettingsValues, path: readonly string[], value: unknown) => {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = isObject(target[head]) ? (target[head] as SettingsValues) : {};
  target[head] = child;
  setAt(child, rest, value);
};

/**
 * The form's values from `GET settings`: only the fields the screen edits. master_setting comes with GET settings;
 * `masterFallback` (get-configurations' master_setting) fills it when an older server does not send it.
 */
export function valuesOf(
  data: SettingsData | undefined,
  masterFallback?: Record<string, unknown> | null,
): SettingsValues {
  const source: Record<string, unknown> = { ...(data ?? {}) };
  if (!isObject(source.master_setting) && masterFallback) source.master_setting = masterFallback;
  const values: SettingsValues = {};
  for (const path of ALL_FIELDS) setAt(values, path, getAt(source, path));
  return values;
}

/** The fields whose value differs from the saved one, nested (a partial body: only what the admin changed is sent). */
export function changesOf(saved: SettingsValues, current: SettingsValues): SettingsValues {
  const body: SettingsValues = {};
  for (const path of ALL_FIELDS) {
    const before = getAt(saved, path);
    const after = getAt(current, path);
    if ((before ?? null) !== (after ?? null)) setAt(body, path, after === undefined ? null : after);
  }
  return body;
}

const pathOf = (key: string): FieldPath | undefined => {
  const parts = key.split(".");
  return ALL_FIELDS.find((p) => p.length === parts.length && p.every((s, i) => s === parts[i]));
};

export interface SplitErrors {
  /** Errors of a field on the screen: antd's `setFields` entries. */
  fields: { name: string[]; errors: string[] }[];
  /** Errors of no one field (`cancellation`: the tiers are not ordered), shown above the section. */
  other: { key: string; messages: string[] }[];
  /** The section of the first error, to open it. */
  section?: SectionKey;
}

export const sectionOf = (key: string): SectionKey | undefined => {
  const root = key.split(".")[0];
  return (Object.keys(SECTIONS) as SectionKey[]).find((s) => SECTIONS[s].some((p) => p[0] === root));
};

/** A 422's dotted field errors (`master_setting.support_email`) split into the screen's fields and the rest. */
export function splitErrors(error: unknown): SplitErrors {
  const errors = (error as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  const out: SplitErrors = { fields: [], other: [] };
  if (!isObject(errors)) return out;
  for (const [key, raw] of Object.entries(errors)) {
    const messages = (Array.isArray(raw) ? raw : [raw]).map(String);
    const path = pathOf(key);
    if (path) out.fields.push({ name: [...path], errors: messages });
    else out.other.push({ key, messages });
    out.section ??= sectionOf(key);
  }
  return out;
}

/** The number at `path` of the form's values, or `fallback`. */
export const numberAt = (values: SettingsValues, path: readonly string[], fallback: number): number => {
  const v = getAt(values, path);
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
};

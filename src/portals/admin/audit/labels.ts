/** The kinds of record and the actions the trail names (server/src/modules/audit/schema.ts AUDITED_ENTITIES). */
export const AUDIT_ENTITIES = [
  "application",
  "booking",
  "commission_rate",
  "company_type",
  "coupon",
  "job_type",
  "ledger_adjustment",
  "partner",
  "payout",
  "payout_cycle",
  "role",
  "role_permissions",
  "settings",
  "user",
] as const;

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "status",
  "permissions",
  "password",
  "duplicate",
  "generate-codes",
  "approve",
  "mark-paid",
  "mark-failed",
  "run-cycle",
  "cancel",
  "deny",
  "refund",
] as const;

/** A label key's text, or the raw name when the trail holds one this screen does not know yet. */
export const labelOr = (t: (key: string, options?: { defaultValue: string }) => string, key: string, raw: string) =>
  t(key, { defaultValue: raw });

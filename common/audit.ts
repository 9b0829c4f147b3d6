/**
 * The audit trail's vocabulary (issue 18b): the kinds of record (`audit_log.entity`) and the actions it names. The
 * server documents and filters by them (server/src/modules/audit), the admin's audit screen labels them
 * (src/portals/admin/audit); a new audited write adds its names here once.
 */
export const AUDITED_ENTITIES = [
  "announcement",
  "application",
  "booking",
  "commission_rate",
  "company_type",
  "coupon",
  "faq",
  "help_article",
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
  "send",
] as const;

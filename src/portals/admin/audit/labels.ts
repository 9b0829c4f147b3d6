export { AUDIT_ACTIONS, AUDITED_ENTITIES as AUDIT_ENTITIES } from "../../../../common/audit";

/** A label key's text, or the raw name when the trail holds one this screen does not know yet. */
export const labelOr = (t: (key: string, options?: { defaultValue: string }) => string, key: string, raw: string) =>
  t(key, { defaultValue: raw });

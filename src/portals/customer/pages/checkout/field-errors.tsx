import type { FieldErrors } from "../../../../api";

/** Server field -> the section that shows it. */
export const FIELD_OF: Record<string, string> = {
  user_address_id: "address",
  date: "date",
  time: "time",
  notes: "notes",
  images: "photos",
  coupon_code: "coupon",
  payment_method: "method",
};
export const SECTION_ORDER = ["address", "date", "time", "notes", "photos", "coupon", "method", "form"];

/** Server 422 errors grouped by section (`images.2` -> photos; anything unknown -> form). */
export const groupErrors = (errors: FieldErrors): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const section = FIELD_OF[field.split(".")[0]] ?? "form";
    out[section] = [...(out[section] ?? []), ...messages];
  }
  return out;
};

export function FieldMessage({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-co-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}

import type { FormInstance } from "antd";

/** A JSON body, or multipart (lists as JSON text) when a file goes with it. */
export function toBody(values: Record<string, unknown>, files: Record<string, File | undefined> = {}) {
  const withFiles = Object.entries(files).filter((e): e is [string, File] => e[1] instanceof File);
  const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (!withFiles.length) return clean;
  const form = new FormData();
  for (const [key, value] of Object.entries(clean)) {
    if (value === null) continue;
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of withFiles) form.append(key, file);
  return form;
}

/**
 * refine puts a 422's `field.0`-style errors on `["field", 0]`, which no list-valued field (multi-select, tags)
 * shows: these keys also go on the field itself (`service_ids.1` -> `service_ids`). Input stays as typed.
 */
export function showListErrors(form: FormInstance, error: unknown, listFields: string[]) {
  const errors = (error as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (!errors) return;
  const byField = new Map<string, string[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const root = key.split(".")[0] ?? key;
    if (key === root || !listFields.includes(root)) continue;
    const list = Array.isArray(messages) ? messages : [messages];
    byField.set(root, [...(byField.get(root) ?? []), ...list.map(String)]);
  }
  if (byField.size) form.setFields([...byField].map(([name, errs]) => ({ name, errors: [...new Set(errs)] })));
}

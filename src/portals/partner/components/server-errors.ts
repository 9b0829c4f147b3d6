import type { HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";

/** HTTP status of a failed call (0: no answer). */
export const statusOf = (error: unknown): number => (error as HttpError | undefined)?.statusCode ?? 0;

/** Field errors of a failed call (a 422), by field name. */
export const fieldErrorsOf = (error: unknown): Record<string, string[]> | undefined =>
  (error as HttpError | undefined)?.errors as Record<string, string[]> | undefined;

/** The message of a failed call. */
export const messageOf = (error: unknown): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : String(error);
};

/** `services.0.price` -> `["services", 0, "price"]` (antd Form.List paths). */
export const toNamePath = (key: string): (string | number)[] =>
  key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts a 422's field errors on the form's fields (nested keys such as `services.0.price` on Form.List rows); only
 * errors are set, so what the user typed stays. Answers the messages of keys no field shows (to list them above
 * the form).
 */
export function applyServerErrors(form: FormInstance, error: unknown, fieldNames: string[]): string[] {
  const errors = fieldErrorsOf(error);
  if (!errors) return statusOf(error) !== 422 ? [messageOf(error)] : [];
  const leftover: string[] = [];
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const root = key.split(".")[0] ?? key;
    if (fieldNames.includes(root) && (key === root || /\.\d+\./.test(key))) {
      fields.push({ name: toNamePath(key), errors: messages });
    } else {
      leftover.push(...messages);
    }
  }
  if (fields.length) form.setFields(fields);
  if (!fields.length && !leftover.length) leftover.push(messageOf(error));
  return leftover;
}

/** Every message of a failed call: the field errors when there are some, else its message. */
export function errorMessages(error: unknown): string[] {
  const errors = fieldErrorsOf(error);
  const all = errors ? Object.values(errors).flat() : [];
  return all.length ? all : [messageOf(error)];
}

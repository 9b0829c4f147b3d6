import type { FormInstance } from "antd";

/**
 * Puts a 422's field errors (`errors: {field: [messages]}` on an ApiError or refine HttpError) on the form's
 * fields. Only errors are set, so what the user typed stays. Answers whether there were any.
 */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  const errors = (error as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (!errors || typeof errors !== "object") return false;
  const fields = Object.entries(errors).map(([name, messages]) => ({
    name,
    errors: Array.isArray(messages) ? messages.map(String) : [String(messages)],
  }));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
}

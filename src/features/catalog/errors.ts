/** The first field error of a failed call (refine's HttpError or the API's error), else its message. */
export function firstError(error: unknown): string {
  const e = error as { message?: string; errors?: Record<string, unknown> } | undefined;
  const first = Object.values(e?.errors ?? {})[0];
  const text = Array.isArray(first) ? first[0] : first;
  if (typeof text === "string" && text) return text;
  return e?.message ?? String(error);
}

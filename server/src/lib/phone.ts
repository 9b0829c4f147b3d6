/** UAE mobile numbers: +971 5X XXX XXXX (spaces, dashes, dots, brackets allowed), 05XXXXXXXX, 9715XXXXXXXX, 009715... */
export const UAE_PHONE_MESSAGE = "Enter a UAE mobile number, e.g. +971 50 123 4567";

export function normaliseUaePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  const m = /^(?:\+971|00971|971|0)(5\d{8})$/.exec(compact);
  return m ? `+971${m[1]}` : null;
}

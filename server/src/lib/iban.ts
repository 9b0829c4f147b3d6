/** UAE IBANs (ISO 13616): `AE`, 2 check digits, a 3-digit bank code and a 16-digit account (23 characters). */

/** ISO 7064 mod 97-10 of a text of digits and capital letters (A = 10 ... Z = 35). */
const mod97 = (text: string): number => {
  let remainder = 0;
  for (const ch of text) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
};

/** Whether `iban` is a well-formed UAE IBAN whose check digits hold. */
export const isUaeIban = (iban: string): boolean =>
  /^AE\d{21}$/.test(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1;

/** The UAE IBAN for a 19-digit BBAN (3-digit bank code + 16-digit account), with its check digits. */
export const uaeIbanFor = (bban: string): string => `AE${String(98 - mod97(`${bban}AE00`)).padStart(2, "0")}${bban}`;

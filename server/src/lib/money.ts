/**
 * Money is held as integer fils (AED x 100) so sums are exact on every database; the API shows AED numbers with
 * 2 decimals. Every customer price includes VAT at 5%; the VAT inside a VAT-inclusive amount is
 * round(gross * 5 / 105, 2).
 */
export const VAT_PERCENTAGE = 5;

/** fils -> AED (2 decimals). */
export const aed = (fils: number): number => Math.round(fils) / 100;

/** "150.00" for 15000 fils (for messages and notifications). */
export const aedText = (fils: number): string => (fils / 100).toFixed(2);

/** VAT (fils) contained in a VAT-inclusive amount (fils), rounded half up to the fils. */
export const vatOf = (grossFils: number): number => Math.round((grossFils * VAT_PERCENTAGE) / (100 + VAT_PERCENTAGE));

/** `{price, price_excl_vat, vat_amount}` in AED of a VAT-inclusive price in fils. */
export const priceParts = (grossFils: number) => {
  const vat = vatOf(grossFils);
  return { price: aed(grossFils), price_excl_vat: aed(grossFils - vat), vat_amount: aed(vat) };
};

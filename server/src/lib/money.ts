/**
 * Money is held as integer fils (AED x 100) so sums are exact on every database; the API shows AED numbers with
 * 2 decimals. Every customer price includes VAT (5% unless the admin saved another rate in settings); the VAT
 * inside a VAT-inclusive amount at rate r is round(gross * r / (100 + r), 2). Carts, package quotes and new orders
 * read the saved rate (`vatRateBp`, config/settings.ts); an order stores it (`orders.vat_rate_bp`) and its views and
 * invoice use that, so a later change never alters a sale; catalogue breakdowns (`priceParts`) use the saved rate too.
 */
export const VAT_PERCENTAGE = 5;

/** fils -> AED (2 decimals). */
export const aed = (fils: number): number => Math.round(fils) / 100;

/** "150.00" for 15000 fils (for messages and notifications). */
export const aedText = (fils: number): string => (fils / 100).toFixed(2);

/** The default VAT rate in basis points (500 = 5%); the admin's saved rate (`settings`) replaces it for new sales. */
export const VAT_BP = VAT_PERCENTAGE * 100;

/**
 * VAT (fils) contained in a VAT-inclusive amount (fils) at `rateBp` (basis points, 500 = 5%), rounded half up to
 * the fils.
 */
export const vatOf = (grossFils: number, rateBp: number = VAT_BP): number =>
  Math.round((grossFils * rateBp) / (10_000 + rateBp));

/** A rate in basis points as the API's percentage (500 -> 5, 750 -> 7.5). */
export const bpPercent = (rateBp: number): number => rateBp / 100;

/** `{price, price_excl_vat, vat_amount}` in AED of a VAT-inclusive price in fils, at `rateBp`. */
export const priceParts = (grossFils: number, rateBp: number) => {
  const vat = vatOf(grossFils, rateBp);
  return { price: aed(grossFils), price_excl_vat: aed(grossFils - vat), vat_amount: aed(vat) };
};

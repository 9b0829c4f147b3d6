/** Strings of the customer's cart screens (issue 5), English and Arabic (same keys). */
export const en = {
  cart: {},
};

export const ar: typeof en = {
  cart: {},
};

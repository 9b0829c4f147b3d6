/** Strings of the customer's wallet screens (issue 5), English and Arabic (same keys). */
export const en = {
  wallet: {},
};

export const ar: typeof en = {
  wallet: {},
};

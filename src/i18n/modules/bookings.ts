/** Strings of the customer's bookings screens (issue 5), English and Arabic (same keys). */
export const en = {
  bookings: {},
};

export const ar: typeof en = {
  bookings: {},
};

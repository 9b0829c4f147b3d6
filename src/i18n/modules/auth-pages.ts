/** Strings of the auth-pages screens, English and Arabic (same keys; tests/web/i18n.test.ts checks parity). */
export const en = {};

export const ar: typeof en = {};

/** The shell's queries of the app configuration (src/shell/session-effects.tsx), by key. */
export const CONFIGURATIONS_QUERY_KEY = ["khidma", "configurations"] as const;
export const SETTINGS_QUERY_KEY = ["khidma", "settings"] as const;

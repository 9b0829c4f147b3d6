/** Business constants and limits (SPEC section 9 and the numbers of sections 2 to 4). */

/** Cookie holding the bearer token (user or anonymous client token). */
export const ACCESS_TOKEN_COOKIE = "access_token";
/** Max age of the access-token cookie, in seconds (7 days). */
export const ACCESS_TOKEN_MAX_AGE_SECONDS = 604800;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** `limit=-1` asks the API for every row. */
export const ALL = -1;

/** Package lists sort by id descending by default. */
export const DEFAULT_PACKAGE_SORT = { sortKey: "id", sortVal: "desc" } as const;

/** Back-to-top button appears once scrolled past this many pixels. */
export const BACK_TO_TOP_THRESHOLD_PX = 35;
/** The error page sends people home after this many ms. */
export const ERROR_REDIRECT_MS = 5000;
/** Idle delay before computing the browser fingerprint (ms). */
export const FINGERPRINT_DELAY_MS = 50;

export const DEFAULT_DATE_FORMAT = "DD-MM-YYYY";
export const DEFAULT_TIME_FORMAT = "hh:mm A";
export const DEFAULT_DATE_TIME_FORMAT = `${DEFAULT_DATE_FORMAT} ${DEFAULT_TIME_FORMAT}`;

export const TRUNCATE_LENGTH = 50;
export const TRUNCATE_SUFFIX = " ...";
export const DEFAULT_DECIMALS = 2;

export const TRANSITION_MS = 300;

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Toast "Please check your internet connection" this long after going offline. */
export const OFFLINE_TOAST_DELAY_MS = 2000;
/** Toast "You are back online!" this long after coming back. */
export const ONLINE_TOAST_DELAY_MS = 1000;

/** Persisted-state time-out (ms). */
export const PERSISTENCE_TIMEOUT_MS = 5000;
/** localStorage key of the persisted store. */
export const STORAGE_KEY = "khidma";

/** Repeated "Unauthenticated" toasts within this window are suppressed (ms). */
export const UNAUTHENTICATED_TOAST_WINDOW_MS = 5000;

export const TIMEZONE = "Asia/Dubai";
/** UAE VAT in percent: the rate shown until the admin saves another one (settings `vat_percentage`). */
export const VAT_PERCENT = 5;
export const CURRENCY = "AED";

export const DEFAULT_PACKAGE_STATUS = "Approved";
export const DEFAULT_PACKAGE_ACTIVE = 1;

/** The dashboard permission: a dashboard route is always open to its portal's user type. */
export const DASHBOARD_PERMISSION = "read-dashboard";
/** Name of the restricted partner-side role (compared case-insensitively). */
export const TECHNICIAN_ROLE = "technician";

/** Query flag that hides header and footer. */
export const WEB_VIEW_FLAG = "is_from_web_view";

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

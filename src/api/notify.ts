/**
 * Pluggable toast notifier and translator. The shell plugs antd's `message`/`notification` and i18next:
 *   setNotifier({ error: (m) => message.error(m), success: (m) => message.success(m), info: (m) => message.info(m) });
 *   setTranslator((key, fallback) => i18n.t(key, { defaultValue: fallback }));
 * Defaults: console and the English fallback.
 */

export interface Notifier {
  error(message: string): void;
  success(message: string): void;
  info(message: string): void;
}

export type Translator = (key: string, fallback: string) => string;

/** Every user-facing message of the API layer: i18n key -> English default. */
export const MESSAGES = {
  "errors.default": "Oops, an error occurred!",
  "errors.generic": "Something went wrong",
  "errors.unauthenticated": "Unauthenticated",
  "errors.payloadTooLarge": "Payload Too Large",
  "errors.noToken": "No token available",
  "network.offline": "Please check your internet connection",
  "network.online": "You are back online!",
  "auth.logoutSuccess": "Logout successfully",
} as const;

export type MessageKey = keyof typeof MESSAGES;

const consoleNotifier: Notifier = {
  error: (m) => console.error(m),
  success: (m) => console.info(m),
  info: (m) => console.info(m),
};

const identity: Translator = (_key, fallback) => fallback;

let notifier: Notifier = consoleNotifier;
let translator: Translator = identity;

export const setNotifier = (next: Notifier | null | undefined): void => {
  notifier = next ?? consoleNotifier;
};

export const getNotifier = (): Notifier => notifier;

export const setTranslator = (next: Translator | null | undefined): void => {
  translator = next ?? identity;
};

/** Translates a message key through the plugged translator, English default otherwise. */
export const t = (key: MessageKey | (string & {}), fallback?: string): string => {
  const english = fallback ?? (MESSAGES as Record<string, string>)[key] ?? key;
  try {
    return translator(key, english) || english;
  } catch {
    return english;
  }
};

/**
 * Build-time environment, read once from `import.meta.env` (Vite inlines `VITE_*` variables).
 *
 * | Variable              | Default            | Meaning                                                      |
 * |-----------------------|--------------------|--------------------------------------------------------------|
 * | VITE_API_BASE_URL     | `/api/v2`          | base URL of the v2 API (same origin by default)              |
 * | VITE_API_TIMEOUT      | `40000`            | request timeout in ms                                        |
 * | VITE_API_KEY          | `khidma-demo-key`  | key sent when asking for an anonymous (client) access token  |
 * | VITE_API_KEY_HEADER   | `X-Api-Key`        | header that carries that key                                 |
 * | VITE_APP_VERSION      | `0.1`              | sent as the `App-Version` header                             |
 * | VITE_APP_DISPLAY_VERSION | `0.1.0`         | version shown to people (footer, about)                      |
 * | VITE_APP_MODE         | Vite's `MODE`      | `development`, `production`, `local`, ...                    |
 *
 * Mode `local`: the `Device-Id` header (browser fingerprint) is NOT sent, and the fingerprint is never computed.
 * This is the one environment mode the spec says omits the device id (a developer's machine talking to a local API).
 */

type RawEnv = Record<string, string | boolean | undefined>;

const raw: RawEnv = (import.meta as unknown as { env?: RawEnv }).env ?? {};

const str = (key: string, fallback: string): string => {
  const value = raw[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
};

const num = (key: string, fallback: number): number => {
  const value = Number(raw[key]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export type AppMode = "development" | "production" | "local" | "test" | (string & {});

export interface Env {
  apiBaseUrl: string;
  apiTimeout: number;
  apiKey: string;
  apiKeyHeader: string;
  /** Sent in the `App-Version` header. */
  appVersion: string;
  /** Shown to people. */
  displayVersion: string;
  appMode: AppMode;
  isProduction: boolean;
  /** `error` in production, `debug` otherwise (SPEC 9). */
  logLevel: "error" | "debug";
}

const appMode = str("VITE_APP_MODE", str("MODE", "development"));

export const env: Readonly<Env> = Object.freeze({
  apiBaseUrl: str("VITE_API_BASE_URL", "/api/v2"),
  apiTimeout: num("VITE_API_TIMEOUT", 40000),
  apiKey: str("VITE_API_KEY", "khidma-demo-key"),
  apiKeyHeader: str("VITE_API_KEY_HEADER", "X-Api-Key"),
  appVersion: str("VITE_APP_VERSION", "0.1"),
  displayVersion: str("VITE_APP_DISPLAY_VERSION", "0.1.0"),
  appMode,
  isProduction: appMode === "production",
  logLevel: appMode === "production" ? "error" : "debug",
});

/** Whether the `Device-Id` header is sent in this mode (every mode except `local`). */
export const sendsDeviceId = (mode: string = env.appMode): boolean => mode !== "local";

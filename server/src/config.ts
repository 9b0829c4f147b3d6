import path from "node:path";

export type DbDriver = "sqlite" | "postgres";

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Raw DATABASE_URL (empty when unset). */
  databaseUrl: string;
  dbDriver: DbDriver;
  /** SQLite file path (or ":memory:"), used when dbDriver is "sqlite". */
  sqliteFile: string;
  apiKeyHeader: string;
  apiKey: string;
  demoMode: boolean;
  rateLimit: {
    accountMax: number;
    accountWindowMs: number;
    ipMax: number;
    ipWindowMs: number;
  };
  tokenTtlDays: number;
  /** Built SPA to serve (with index.html fallback) when it exists; "" disables. */
  staticDir: string;
  logLevel: string;
  /** Trust X-Forwarded-For (behind a reverse proxy), so per-IP rate limits see the real client. */
  trustProxy: boolean;
  /** Test hook: produces one-time codes (default: 6 random digits). */
  otpGenerator?: () => string;
}

type Env = Record<string, string | undefined>;

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

const bool = (value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value.trim() === "") return fallback;
  return !["false", "0", "no", "off"].includes(value.trim().toLowerCase());
};

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = env.DATA_DIR?.trim() || "./data";
  const databaseUrl = env.DATABASE_URL?.trim() ?? "";
  const dbDriver: DbDriver = isPostgresUrl(databaseUrl) ? "postgres" : "sqlite";
  return {
    port: int(env.PORT, 3000),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir,
    databaseUrl,
    dbDriver,
    sqliteFile: path.join(dataDir, "khidma.sqlite"),
    apiKeyHeader: env.API_KEY_HEADER?.trim() || "X-Api-Key",
    apiKey: env.API_KEY ?? "khidma-demo-key",
    demoMode: bool(env.DEMO_MODE, true),
    rateLimit: {
      accountMax: int(env.RATE_LIMIT_ACCOUNT_MAX, 10),
      accountWindowMs: int(env.RATE_LIMIT_ACCOUNT_WINDOW_MS, 900_000),
      ipMax: int(env.RATE_LIMIT_IP_MAX, 100),
      ipWindowMs: int(env.RATE_LIMIT_IP_WINDOW_MS, 60_000),
    },
    tokenTtlDays: int(env.TOKEN_TTL_DAYS, 7),
    // unset: ./dist; set but empty: no SPA serving (npm run dev, where Vite serves the SPA)
    staticDir: env.STATIC_DIR === undefined ? "./dist" : env.STATIC_DIR.trim(),
    trustProxy: bool(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === "production" ? "error" : "info"),
  };
}

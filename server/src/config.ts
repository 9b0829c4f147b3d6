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
  /** Wrong passwords and codes: per (account, IP) pair, per account from any address, per IP. */
  rateLimit: {
    /** Failed attempts per (account, IP) pair in `accountWindowMs`. */
    accountMax: number;
    accountWindowMs: number;
    /** Failed attempts per account from all addresses together in `accountWindowMs` (much higher). */
    accountTotalMax: number;
    ipMax: number;
    ipWindowMs: number;
  };
  /** Sending limits (codes, e-mails, messages); a max or window of 0 turns that limit off. */
  sendLimit: {
    /** Minimum gap between two codes to one phone or e-mail address. */
    cooldownMs: number;
    /** Codes (and contact messages) per phone or e-mail address per `targetWindowMs`. */
    targetMax: number;
    targetWindowMs: number;
    /** Sends (codes, registrations, contact messages) per IP address per `ipWindowMs`. */
    ipMax: number;
    ipWindowMs: number;
    /** Support chat messages per sender (user or guest e-mail) and per IP address per `messageWindowMs`. */
    messageMax: number;
    messageIpMax: number;
    messageWindowMs: number;
  };
  /** Card gateway name (PAYMENT_GATEWAY); "" = none configured (demo mode uses the test gateway). */
  paymentGateway: string;
  nodeEnv: string;
  tokenTtlDays: number;
  /** Built SPA to serve (with index.html fallback) when it exists; "" disables. */
  staticDir: string;
  logLevel: string;
  /** Trust X-Forwarded-For (behind a reverse proxy), so per-IP rate limits see the real client. */
  trustProxy: boolean;
  /** Files a guest (client token) may upload per 24 hours (UPLOAD_GUEST_DAILY_MAX; 0: no cap). */
  uploadGuestDailyMax: number;
  /** Minutes between sweeps of unreferenced uploads older than a day (UPLOAD_SWEEP_MINUTES; 0: off). */
  uploadSweepMinutes: number;
  /** Seconds between sweeps of unpaid orders past their 30 minutes (ORDER_EXPIRY_SWEEP_SECONDS; 0: off). */
  orderSweepSeconds: number;
  /** PAYOUT_AUTO_CYCLE: run the weekly payout cycle by itself (hourly check; off by default, issue 17c). */
  payoutAutoCycle: boolean;
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

/** Why this configuration must not start (null when it may). */
export function configProblem(config: AppConfig): string | null {
  if (config.demoMode && config.nodeEnv === "production") {
    return (
      "Refusing to start: DEMO_MODE=true with NODE_ENV=production. Demo mode accepts the fixed code 123456 and " +
      "pays with test cards; unset DEMO_MODE (or set NODE_ENV to something else) and start again."
    );
  }
  return null;
}

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
    // Demo behaviour (fixed code 123456, test card gateway, codes in the log) only when asked for explicitly.
    demoMode: env.DEMO_MODE?.trim().toLowerCase() === "true",
    rateLimit: {
      accountMax: int(env.RATE_LIMIT_ACCOUNT_MAX, 10),
      accountWindowMs: int(env.RATE_LIMIT_ACCOUNT_WINDOW_MS, 900_000),
      accountTotalMax: int(env.RATE_LIMIT_ACCOUNT_TOTAL_MAX, 100),
      ipMax: int(env.RATE_LIMIT_IP_MAX, 100),
      ipWindowMs: int(env.RATE_LIMIT_IP_WINDOW_MS, 60_000),
    },
    sendLimit: {
      cooldownMs: int(env.SEND_LIMIT_COOLDOWN_MS, 60_000),
      targetMax: int(env.SEND_LIMIT_TARGET_MAX, 5),
      targetWindowMs: int(env.SEND_LIMIT_TARGET_WINDOW_MS, 3_600_000),
      ipMax: int(env.SEND_LIMIT_IP_MAX, 30),
      ipWindowMs: int(env.SEND_LIMIT_IP_WINDOW_MS, 3_600_000),
      messageMax: int(env.MESSAGE_LIMIT_MAX, 30),
      messageIpMax: int(env.MESSAGE_LIMIT_IP_MAX, 120),
      messageWindowMs: int(env.MESSAGE_LIMIT_WINDOW_MS, 600_000),
    },
    paymentGateway: env.PAYMENT_GATEWAY?.trim() ?? "",
    nodeEnv: env.NODE_ENV?.trim() ?? "",
    tokenTtlDays: int(env.TOKEN_TTL_DAYS, 7),
    // unset: ./dist; set but empty: no SPA serving (npm run dev, where Vite serves the SPA)
    staticDir: env.STATIC_DIR === undefined ? "./dist" : env.STATIC_DIR.trim(),
    trustProxy: bool(env.TRUST_PROXY, false),
    uploadGuestDailyMax: int(env.UPLOAD_GUEST_DAILY_MAX, 20),
    uploadSweepMinutes: int(env.UPLOAD_SWEEP_MINUTES, 60),
    orderSweepSeconds: int(env.ORDER_EXPIRY_SWEEP_SECONDS, 60),
    payoutAutoCycle: bool(env.PAYOUT_AUTO_CYCLE, false),
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === "production" ? "error" : "info"),
  };
}

import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

// PostgreSQL tests run only when a disposable database is given: TEST_DATABASE_URL, which `npm test` (scripts/test.mjs)
// sets to a throwaway cluster it starts; never as skipped tests. One file at a time (each resets the same database),
// in one process (the server is imported once: about 10 s less on a 2-core machine).
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: "postgres",
          environment: "node",
          include: ["tests/postgres/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks" as const,
          fileParallelism: false,
          isolate: false,
        },
      },
    ]
  : [];

/** The jsdom project's settings, shared by its two halves. */
const web = {
  environment: "jsdom",
  setupFiles: ["tests/web/setup.ts"],
  // antd screens in jsdom take seconds on a loaded 2-core machine (a 4 s approval flow took 20 s at load 15); a slow
  // test is not a failing one.
  testTimeout: 60_000,
  server: { deps: { inline: ["@refinedev/react-router"] } },
};

/**
 * Web test files that keep a fresh module graph and window each: they mock modules (vi.mock), use fake timers,
 * replace browser globals or count what a module caches (format: one Intl.NumberFormat per locale), which a shared
 * worker would carry into, or bring from, the other files.
 */
const WEB_ISOLATED = [
  "tests/web/auth-pages.test.tsx",
  "tests/web/back-to-top.test.tsx",
  "tests/web/device.test.ts",
  "tests/web/format.test.ts",
  "tests/web/http-timeout.test.ts",
  "tests/web/list-filters.test.tsx",
  "tests/web/network.test.ts",
  "tests/web/portal-notifications.test.tsx",
  "tests/web/shell.test.tsx",
];

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default on this 2-core machine is ONE worker (cores - 1): every file of both projects ran in turn while
    // the main process, once the transforms are cached, mostly waits. Two workers keep both cores busy.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: {
          ...web,
          name: "web",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
          // A worker imports antd, refine and the app once, not once per file: the jsdom window and the modules live on
          // from file to file, and tests/web/shared-worker-reset.ts (run before each file) puts back the state a fresh
          // worker starts with.
          isolate: false,
          setupFiles: ["tests/web/setup.ts", "tests/web/shared-worker-reset.ts"],
        },
      },
      {
        extends: true,
        test: { ...web, name: "web-isolated", include: WEB_ISOLATED },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts", "tests/common/**/*.test.ts"],
          // migrates and seeds one SQLite template that every test app copies (tests/server/template-db.ts)
          globalSetup: ["tests/server/global-setup.ts"],
          pool: "forks",
          // The files share no module state (each builds its own app and database; server modules keep per-app state
          // in WeakMaps keyed by the db or request), so a worker imports the server once, not once per file.
          isolate: false,
          // Each file seeds its own database: on a busy 2-core machine a seed or a bcrypt-heavy test takes several
          // times its idle duration. A slow test is not a failing one (budgets live in bench/, not here).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
    ],
  },
});

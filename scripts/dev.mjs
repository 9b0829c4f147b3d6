#!/usr/bin/env node
// `npm run dev`: the reference API (restarting on change) and Vite with HMR, which proxies /api to the API.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  // the development server runs in demo mode (fixed code 123456, test card gateway), like `npm start`
  spawn("npx", ["tsx", "watch", "server/src/main.ts", "--demo"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, STATIC_DIR: "" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

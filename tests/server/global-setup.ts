import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { buildTemplate, type TemplateInfo } from "./template-db.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated and seeded SQLite template the server tests copy (tests/server/template-db.ts). */
    khidmaTemplate: TemplateInfo;
  }
}

/** Builds the seeded template database once for the server project's files; removes it when the run ends. */
export default async function setup(project: TestProject) {
  const { info, dir } = await buildTemplate();
  project.provide("khidmaTemplate", info);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

import type { components, paths } from "./schema.gen";

/**
 * Short names for the generated API types (src/api/schema.gen.ts, `npm run api:types`): a named schema of the
 * OpenAPI document, and the `data` of an operation's 200 answer.
 */
export type ApiSchema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** The envelope's `data` of `method path`'s 200 answer (`ApiData<"/api/v2/admin/dashboard", "get">`). */
export type ApiData<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  responses: { 200: { content: { "application/json": { data: infer Data } } } };
}
  ? Data
  : never;

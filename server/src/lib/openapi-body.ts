import type { FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { z } from "zod";

/** The media types a documented-only request body may name. */
export type DocumentedMediaType = "multipart/form-data" | "application/json";

declare module "fastify" {
  interface FastifySchema {
    /**
     * Request bodies by media type, for the OpenAPI document only. A route that reads and validates its own body
     * (a multipart form: `readMultipartForm` + `parseFormFields` in lib/uploads.ts) names its fields here; unlike
     * `body`, Fastify never validates the request against these schemas (a multipart request has no parsed body to
     * validate, and the handler's own zod parse answers the 422s). Give each schema a `.meta({ id })`.
     */
    documentedBody?: Partial<Record<DocumentedMediaType, z.ZodType>>;
  }
}

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

/**
 * The OpenAPI route transform (`jsonSchemaTransform` by default) that also documents `schema.documentedBody` as
 * the operation's requestBody, one schema per media type.
 */
export function documentBodies(transform: Transform = jsonSchemaTransform): Transform {
  return (input: TransformInput) => {
    const { documentedBody, ...schema } = (input.schema ?? {}) as FastifySchema;
    if (!documentedBody) return transform(input);
    const out = transform({ ...input, schema });
    const content: Record<string, { schema: unknown }> = {};
    for (const [type, body] of Object.entries(documentedBody)) {
      if (!body) continue;
      const converted = transform({ ...input, schema: { body } }).schema as { body?: unknown };
      content[type] = { schema: converted.body };
    }
    // @fastify/swagger turns a body of the form {content: {type: {schema}}} into requestBody.content as it is
    return { ...out, schema: { ...(out.schema as object), body: { content } } } as ReturnType<Transform>;
  };
}

import type { FastifyReply } from "fastify";
import { z } from "zod";

export interface Envelope<T> {
  status_code: number;
  data: T;
  message: string;
}

/** Sends `{status_code, data, message}` with the given HTTP status. */
export function ok<T>(reply: FastifyReply, data: T, message = "", status = 200) {
  return reply.code(status).send({ status_code: status, data, message } satisfies Envelope<T>);
}

/** Zod schema of the envelope around `data`, for route `response` schemas (and so for OpenAPI). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status_code: z.number().int(), data, message: z.string() });

/** Error envelope schema (documentation only). */
export const errorEnvelope = z.object({
  status_code: z.number().int(),
  data: z.null(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

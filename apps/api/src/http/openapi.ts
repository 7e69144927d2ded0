import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** JSON Schema for the OpenAPI document, generated from the same zod schemas that validate requests. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete out['$schema'];
  return out;
}

interface RouteDocs {
  tags: string[];
  summary: string;
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
  security?: boolean;
}

/** Builds a Fastify route `schema` used for the docs only (validation is done with zod in the handlers). */
export function docs(d: RouteDocs): Record<string, unknown> {
  return {
    tags: d.tags,
    summary: d.summary,
    ...(d.querystring ? { querystring: jsonSchema(d.querystring) } : {}),
    ...(d.params ? { params: jsonSchema(d.params) } : {}),
    ...(d.body ? { body: jsonSchema(d.body) } : {}),
    ...(d.response
      ? {
          response: Object.fromEntries(
            Object.entries(d.response).map(([status, s]) => [status, jsonSchema(s, 'output')]),
          ),
        }
      : {}),
    ...(d.security ? { security: [{ bearerAuth: [] }] } : {}),
  };
}

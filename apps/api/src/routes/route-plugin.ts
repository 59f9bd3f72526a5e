/**
 * The shape of a resource's route plugin. Each resource lives in `routes/<resource>/` and exports
 * one `ApiRoutePlugin`; `routes/index.ts` mounts it under `/api/<resource>`. The plugin receives
 * the configuration and the services (`deps`) as options, so handlers stay thin: read the
 * validated request, call a service, shape the reply.
 */
import { errorBodySchema } from '@goi/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../config';
import type { AppDeps } from '../deps';

export interface RouteContext {
  config: ApiConfig;
  deps: AppDeps;
}

/** Declares its routes, then calls `done()` (routes need no `await`, so no async function). */
export type ApiRoutePlugin = FastifyPluginCallbackZod<RouteContext>;

/**
 * Response schemas for the error statuses a route can answer, all `{ statusCode, message,
 * errors? }`: `response: { 200: deckSchema, ...errorResponses(400, 404, 429) }`.
 */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<
    Code,
    typeof errorBodySchema
  >;
}

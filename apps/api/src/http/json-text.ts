/**
 * Answers a handler has already written as JSON (a vocabulary page stitched from word templates,
 * a deck list from deck templates, as text or UTF-8 bytes) are sent as they are: Fastify passes
 * a string or a buffer with a JSON content type through, so the route's response schema neither
 * checks nor serializes it. Under the tests
 * (`VITEST`) the text is parsed and checked against the schema here instead, so a template that
 * drifts from the contract fails the route tests as a 500, as a bad object would.
 */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Under the tests, answers written as text are checked (here and where they are written). */
export const checkInTests = process.env.VITEST !== undefined;

export function sendJsonText(
  reply: FastifyReply,
  json: string | Buffer,
  schema: z.ZodType,
): FastifyReply {
  if (checkInTests) schema.parse(JSON.parse(json.toString()));
  return reply.type('application/json; charset=utf-8').send(json);
}

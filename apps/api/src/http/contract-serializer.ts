/**
 * Fastify's own schema serializer (fast-json-stringify) compiled from a route's contract schemas
 * (zod → JSON Schema), for the read routes whose answers are long lists. The zod type provider's
 * serializer (app.ts) checks every answer with zod and then calls `JSON.stringify`; on a deck list
 * or a vocabulary page (50 decks, 100 words) that check cost more than building the answer (ADR
 * 004). These routes return DTOs built by typed code from the contract's types, the schema still
 * decides what is written (properties outside it are left out, as zod strips them), and the route
 * tests check their answers against the contract's zod schemas.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

const compiled = new WeakMap<object, (value: unknown) => string>();

/** A route's `serializerCompiler`: one compiled serializer per response schema. */
export function contractSerializerCompiler({ schema }: { schema: unknown }) {
  const contract = schema as z.ZodType;
  let serialize = compiled.get(contract);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(contract, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'any',
    });
    serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    compiled.set(contract, serialize);
  }
  return serialize;
}

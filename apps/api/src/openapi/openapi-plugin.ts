/**
 * The OpenAPI document, generated from the zod schemas of the routes (the type provider's
 * transform turns them into JSON Schema), served at `/api/docs/json` with Swagger UI at
 * `/api/docs`. Registered before the routes so it sees every one of them.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@goi/contracts';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiConfig } from '../config';

// The error body appears in every route's responses; as a named component it is listed once.
if (!z.globalRegistry.has(errorBodySchema))
  z.globalRegistry.add(errorBodySchema, { id: 'ErrorBody' });

export const DOCS_PREFIX = '/api/docs';

/**
 * The docs page loads its own scripts, styles and inline images. The API's CSP ("nothing") would
 * blank it, so these pages get their own. No `upgrade-insecure-requests`: the embedded product
 * runs on plain http://127.0.0.1, where upgrading the page's assets would break them.
 */
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

export const openApiPlugin = fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Goi API',
          description:
            'Media decks, vocabulary, parsing and downloads. Errors are `{ statusCode, message, errors? }`; enums are numbers.',
          version: config.version,
        },
        servers: [{ url: new URL(config.publicUrl).origin }],
      },
      transform: jsonSchemaTransform,
      // Schemas with a `.meta({ id })` become named components that the routes reference.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: docsContentSecurityPolicy,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'goi-openapi' },
);

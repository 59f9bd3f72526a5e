/**
 * `GET /api/covers/{name}`: a stored cover. Names are content hashes (library/media/covers.ts),
 * so an answer never changes: cached for a year as immutable, and exempt from the rate limit
 * (a deck list shows dozens; a browser asks once). Only names of the covers folder's own form
 * are served, so no path can leave it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { coversDir } from '@goi/library';
import { z } from 'zod';
import { notFound } from '../../errors/http-error';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

const COVER_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const YEAR_SECONDS = 365 * 24 * 3600;

export const coverRoutes: ApiRoutePlugin = (app, { config }, done) => {
  app.get(
    '/:name',
    {
      config: { rateLimitPolicy: 'none' },
      schema: {
        tags: ['media-deck'],
        summary: 'A deck cover image (immutable: its name is its content hash)',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.any(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const match = COVER_NAME.exec(request.params.name);
      if (!match) throw notFound('No such cover');
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(path.join(coversDir(config.dataDir), request.params.name));
      } catch {
        throw notFound('No such cover');
      }
      return reply
        .header('content-type', contentTypes[match[1]!]!)
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .send(bytes);
    },
  );
  done();
};

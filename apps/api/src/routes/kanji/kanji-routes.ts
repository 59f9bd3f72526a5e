/** `/api/kanji/{character}`: a kanji from KANJIDIC2 and the library's words using it (issue 21). */
import { kanjiDtoSchema } from '@goi/contracts';
import { kanjiPage } from '@goi/library';
import { z } from 'zod';
import { notFound } from '../../errors/http-error';
import { publicCache } from '../../http/cache-headers';
import { offsetSchema } from '../media-deck/media-deck-schemas';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

const FIVE_MINUTES = 300;

export const kanjiRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.get(
    '/:character',
    {
      schema: {
        tags: ['kanji'],
        summary:
          'A kanji: meanings, readings, strokes, grade, JLPT, use in the library, and the library words written with it (most frequent first, paged)',
        params: z.object({
          // One code point: 𠮟 is two UTF-16 units but one character.
          character: z.string().refine((text) => [...text].length === 1, 'Must be one character'),
        }),
        querystring: z.object({ offset: offsetSchema }),
        response: { 200: kanjiDtoSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { character } = request.params;
      const page = await kanjiPage(deps.db, character, request.query.offset);
      if (!page) throw notFound(`Kanji ${character} not found`);
      publicCache(reply, FIVE_MINUTES);
      return page;
    },
  );
  done();
};

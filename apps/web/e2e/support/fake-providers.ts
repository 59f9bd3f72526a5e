/**
 * A fake AniList for the end-to-end suite (issue 19): local HTTP on 127.0.0.1 speaking AniList's
 * GraphQL answer shape, so "search metadata" on /dashboard/add-media runs offline. Its media has
 * no cover: a cover URL on 127.0.0.1 would be refused by the add-deck SSRF guard, as it should be.
 */
import {
  startFakeServer,
  type FakeServer,
} from '../../../../packages/library/src/metadata/testing/fake-server';

export const FAKE_ANILIST_MEDIA = {
  id: 20912,
  idMal: 27989,
  type: 'ANIME',
  format: 'TV',
  title: {
    romaji: 'Hibike! Euphonium',
    english: 'Sound! Euphonium',
    native: '響け！ユーフォニアム',
  },
  synonyms: ['Hibike Euphonium'],
  startDate: { year: 2015, month: 4, day: 8 },
  description: 'Kumiko joins the <i>concert band</i>.',
  coverImage: null,
  averageScore: 79,
};

export function startFakeAniList(): Promise<FakeServer> {
  return startFakeServer((request) => {
    const { variables } = JSON.parse(request.body || '{}') as { variables?: { id?: number } };
    return variables?.id === undefined
      ? { body: { data: { Page: { media: [FAKE_ANILIST_MEDIA] } } } }
      : { body: { data: { Media: FAKE_ANILIST_MEDIA } } };
  });
}

/**
 * Fake providers for the end-to-end suite (issue 19): local HTTP on 127.0.0.1 speaking the real
 * wire formats, so the admin pages run offline. AniList (GraphQL answer shape) for "search
 * metadata" on /dashboard/add-media; its media has no cover: a cover URL on 127.0.0.1 would be
 * refused by the add-deck SSRF guard, as it should be. Jimaku (its REST shapes) for
 * /dashboard/add-jimaku: one drama entry with three Japanese episodes and a Chinese track.
 */
import {
  startFakeServer,
  type FakeServer,
} from '../../../../packages/library/test/support/metadata/fake-server';

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

export const FAKE_JIMAKU_KEY = 'e2e-jimaku-key';
export const FAKE_JIMAKU_ENTRY_ID = 7301;

const srt = (lines: string[]) =>
  lines
    .map((line, index) => `${index + 1}\n00:00:0${index},000 --> 00:00:0${index},900\n${line}\n`)
    .join('\n');

/** Episode texts of different lengths, so the deck's sub-decks show their order. */
export const FAKE_JIMAKU_EPISODES = [
  ['坂の上の古い喫茶店で、二人は初めて会った。'],
  ['雨の日には店が静かになる。', '店主はいつもコーヒーを丁寧にいれてくれた。'],
  [
    '春になって、桜の下でもう一度話した。',
    'あの日のことを忘れない。',
    'また来週も来ると約束した。',
  ],
];
const CHINESE_ASS = `[Script Info]
ScriptType: v4.00+

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,他们在山坡上的旧咖啡馆里第一次见面。
Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,下雨天店里总是很安静，老板总是认真地为我们煮咖啡。
`;

/**
 * Jimaku: search, entry, files and their downloads (the API gives URLs on its own host). The
 * entry's names carry a stamp of this run, so the same data directory can run the suite again
 * without a duplicate title; its TMDB id with no TMDB key leaves the names to Jimaku.
 */
export function startFakeJimaku(): Promise<FakeServer> {
  const stamp = Date.now().toString(36);
  const files = new Map<string, string>([
    ['Sakamichi.S01E02.srt', srt(FAKE_JIMAKU_EPISODES[1]!)],
    ['Sakamichi.S01E01.srt', srt(FAKE_JIMAKU_EPISODES[0]!)],
    ['Sakamichi.S01E03.srt', srt(FAKE_JIMAKU_EPISODES[2]!)],
    ['Sakamichi.S01E01.zh.ass', CHINESE_ASS],
  ]);
  const entry = {
    id: FAKE_JIMAKU_ENTRY_ID,
    name: `Sakamichi no Kissaten ${stamp}`,
    japanese_name: `坂道の喫茶店 ${stamp}`,
    english_name: 'The Hillside Café',
    anilist_id: null,
    tmdb_id: 'tv:73001',
    flags: { anime: false, movie: false, adult: false, unverified: false, external: false },
    last_modified: '2024-05-01T00:00:00Z',
  };
  return startFakeServer((request, base) => {
    const path = request.url.pathname;
    const download = /^\/entry\/\d+\/download\/(.+)$/.exec(path);
    if (download) {
      const text = files.get(decodeURIComponent(download[1]!));
      return text === undefined ? { status: 404, body: 'no such file' } : { body: text };
    }
    if (request.headers.authorization !== FAKE_JIMAKU_KEY)
      return { status: 401, body: { error: 'Invalid API key' } };
    if (path === '/api/entries/search') return { body: [entry] };
    if (path === `/api/entries/${FAKE_JIMAKU_ENTRY_ID}`) return { body: entry };
    if (path === `/api/entries/${FAKE_JIMAKU_ENTRY_ID}/files`)
      return {
        body: [...files].map(([name, text]) => ({
          url: `${base}/entry/${FAKE_JIMAKU_ENTRY_ID}/download/${encodeURIComponent(name)}`,
          name,
          size: Buffer.byteLength(text),
          last_modified: '2024-05-01T00:00:00Z',
        })),
      };
    return { status: 404, body: { error: 'Not found' } };
  });
}

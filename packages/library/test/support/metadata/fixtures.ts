/** Small answers in the real APIs' shapes (../shared/reference/providers.md). */

export const anilistMedia = {
  id: 21,
  idMal: 21,
  type: 'ANIME',
  format: 'TV',
  title: { romaji: 'ONE PIECE', english: 'ONE PIECE', native: 'ONE PIECE' },
  synonyms: ['ワンピース', 'OP'],
  startDate: { year: 1999, month: 10, day: 20 },
  description:
    'Gold Roger was known as the <i>Pirate King</i>.<br><br>Luffy &amp; his crew set sail.',
  coverImage: { extraLarge: 'https://s4.anilist.co/file/cover/21.jpg', large: null },
  siteUrl: 'https://anilist.co/anime/21',
  averageScore: 88,
  genres: ['Action'],
  tags: [{ name: 'Pirates', rank: 94, isMediaSpoiler: false }],
  isAdult: false,
};

/** A light novel with most optional fields null or absent. */
export const anilistSparse = {
  id: 101,
  type: 'MANGA',
  format: 'NOVEL',
  title: { romaji: 'Kokoro', english: null, native: 'こころ' },
  startDate: { year: 1914, month: null, day: null },
  description: null,
  coverImage: null,
};

export const tmdbMovie = {
  id: 129,
  title: '千と千尋の神隠し',
  original_title: '千と千尋の神隠し',
  original_language: 'ja',
  release_date: '2001-07-20',
  overview: '10歳の少女千尋は…',
  poster_path: '/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg',
  vote_average: 8.5,
  adult: false,
};

export const vndbItem = {
  id: 'v17',
  title: 'Ever17 -the out of infinity-',
  alttitle: 'エバー17',
  titles: [
    { lang: 'ja', title: 'Ever17 -the out of infinity-', latin: null, main: true, official: true },
    { lang: 'en', title: 'Ever17: The Out of Infinity', latin: null, main: false, official: true },
  ],
  aliases: ['E17'],
  released: '2002-08-29',
  description:
    'An underwater park. [url=https://vndb.org/c1]Takeshi[/url] is trapped. [spoiler]It is 2034.[/spoiler]',
  image: { url: 'https://t.vndb.org/cv/31/2331.jpg', sexual: 0, violence: 0 },
  rating: 86,
};

export const googleVolume = {
  id: 'yx0fAQAAIAAJ',
  volumeInfo: {
    title: 'こころ',
    authors: ['夏目漱石'],
    publisher: '岩波書店',
    publishedDate: '1927',
    description: '<p>先生と私。</p><p>遺書。</p>',
    industryIdentifiers: [{ type: 'ISBN_13', identifier: '9784003101117' }],
    imageLinks: {
      smallThumbnail: 'http://books.google.com/s.jpg',
      thumbnail: 'http://books.google.com/t.jpg',
    },
    language: 'ja',
    infoLink: 'http://books.google.com/books?id=yx0fAQAAIAAJ',
  },
};

export const igdbGame = {
  id: 1942,
  name: 'The Witcher 3: Wild Hunt',
  alternative_names: [{ name: 'ウィッチャー3 ワイルドハント' }],
  first_release_date: 1431993600,
  summary: 'RPG.',
  cover: { image_id: 'co1wyy' },
  url: 'https://www.igdb.com/games/the-witcher-3-wild-hunt',
  total_rating: 92.4,
};

export const jimakuEntry = {
  id: 9001,
  name: 'Hibike! Euphonium',
  japanese_name: '響け！ユーフォニアム',
  english_name: 'Sound! Euphonium',
  anilist_id: 20912,
  tmdb_id: 'tv:62745',
  flags: { anime: true, movie: false, adult: false, unverified: false, external: false },
  last_modified: '2024-01-01T00:00:00Z',
  creator_id: 1,
};

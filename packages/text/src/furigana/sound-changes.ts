/**
 * The sound changes a kanji's dictionary reading goes through inside a compound. Each function
 * takes and returns hiragana.
 */

/**
 * Rendaku: the first consonant of a non-initial element becomes voiced (手紙 て+かみ → てがみ,
 * 人々 ひと+ひと → ひとびと); h-row kana may also turn into p (一本 いっぽん, 六百 ろっぴゃく).
 * ち and つ voice to じ and ず in modern spelling as often as to ぢ and づ (世界中 せかいじゅう,
 * 三日月 みかづき).
 */
const VOICED: Readonly<Record<string, readonly string[]>> = {
  か: ['が'],
  き: ['ぎ'],
  く: ['ぐ'],
  け: ['げ'],
  こ: ['ご'],
  さ: ['ざ'],
  し: ['じ'],
  す: ['ず'],
  せ: ['ぜ'],
  そ: ['ぞ'],
  た: ['だ'],
  ち: ['ぢ', 'じ'],
  つ: ['づ', 'ず'],
  て: ['で'],
  と: ['ど'],
  は: ['ば', 'ぱ'],
  ひ: ['び', 'ぴ'],
  ふ: ['ぶ', 'ぷ'],
  へ: ['べ', 'ぺ'],
  ほ: ['ぼ', 'ぽ'],
};

export function rendakuVariants(reading: string): string[] {
  const first = reading[0];
  const voiced = first === undefined ? undefined : VOICED[first];
  if (voiced === undefined) return [];
  const rest = reading.slice(1);
  return voiced.map((char) => char + rest);
}

/** The voiced form of one kana (ゞ repeats the previous kana voiced: いすゞ いすず). */
export function voicedKana(kana: string): string | undefined {
  return VOICED[kana]?.[0];
}

/**
 * Sokuon: a reading's last mora becomes っ before a voiceless consonant (学校 がく → がっこう,
 * 一緒 いち → いっしょ). It is regular for readings ending in く, き, ち, つ; other endings
 * geminate only in a few words (切符 きる → きっぷ), so they cost more.
 */
const REGULAR_SOKUON_ENDINGS = new Set(['く', 'き', 'ち', 'つ']);

export interface SoundChange {
  reading: string;
  regular: boolean;
}

export function sokuonVariant(reading: string): SoundChange | undefined {
  if (reading.length < 2) return undefined;
  const last = reading[reading.length - 1]!;
  if (last === 'っ' || last === 'ん') return undefined;
  return { reading: `${reading.slice(0, -1)}っ`, regular: REGULAR_SOKUON_ENDINGS.has(last) };
}

/** Gemination only happens before k, s, t and p: 学校 がっこう, but never がっが. */
const GEMINATES_BEFORE = new Set([...'かきくけこさしすせそたちつてとぱぴぷぺぽ']);

export function canFollowSokuon(kana: string | undefined): boolean {
  return kana !== undefined && GEMINATES_BEFORE.has(kana);
}

/**
 * Long readings shortened in compounds: a final mora that lengthens or closes the syllable
 * drops (日本 にち → にほん, 読経 どく → どきょう, 木綿 もく → もめん).
 */
const DROPPABLE_ENDINGS = new Set(['う', 'い', 'く', 'き', 'ち', 'つ']);

export function shortenedVariant(reading: string): string | undefined {
  if (reading.length < 2) return undefined;
  return DROPPABLE_ENDINGS.has(reading[reading.length - 1]!) ? reading.slice(0, -1) : undefined;
}

/**
 * Verb stems: a kanji written without its okurigana still reads with it, in the conjunctive
 * (masu) form: 取扱 (と.る, あつか.う) → とりあつかい, 物語 (かた.る) → ものがたり.
 */
const CONJUNCTIVE: Readonly<Record<string, string>> = {
  う: 'い',
  く: 'き',
  ぐ: 'ぎ',
  す: 'し',
  つ: 'ち',
  ぬ: 'に',
  ぶ: 'び',
  む: 'み',
  る: 'り',
};

export function conjunctiveForm(reading: string): string | undefined {
  const last = reading[reading.length - 1];
  const replacement = last === undefined ? undefined : CONJUNCTIVE[last];
  return replacement === undefined ? undefined : reading.slice(0, -1) + replacement;
}

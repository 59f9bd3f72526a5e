/** Word resolution on the real dictionary: identities, dictionary forms, chains, offsets, kinds. */
import { describe, expect, it } from 'vitest';
import { testParser } from '../support/parser';

async function words(text: string) {
  return (await testParser()).parse(text).words;
}

describe('word resolution', () => {
  it('resolves conjugated verbs to their dictionary entry with the conjugation chain', async () => {
    const [word] = await words('読ませられなかった');
    expect(word).toMatchObject({
      surface: '読ませられなかった',
      kind: 'word',
      wordId: 1456360,
      readingIndex: 0,
      dictionaryForm: '読む',
      reading: 'よむ',
      conjugations: ['causative', 'passive', 'negative', 'past'],
    });
  });

  it('keeps 食べる as entry 1358280, reading index 0', async () => {
    const [word] = await words('食べた');
    expect(word).toMatchObject({
      wordId: 1358280,
      readingIndex: 0,
      dictionaryForm: '食べる',
      conjugations: ['past'],
    });
  });

  it('picks the kana reading index for words written in kana', async () => {
    const [word] = await words('たべた');
    expect(word).toMatchObject({ wordId: 1358280, readingIndex: 2 });
  });

  it('joins dictionary compounds and expressions', async () => {
    expect((await words('スマートフォンを国際連合で')).map((word) => word.surface)).toEqual([
      'スマートフォン',
      'を',
      '国際連合',
      'で',
    ]);
    expect((await words('ような気がする')).map((word) => word.surface)).toEqual(['ような気がする']);
  });

  it('uses the tokenizer reading to choose between homographs', async () => {
    const [today] = await words('今日');
    expect(today).toMatchObject({ reading: 'きょう' });
  });

  it('reports names and unknown words instead of dropping them', async () => {
    const result = await words('漱石はｘｙｚｚｙと言った');
    const surfaces = result.map((word) => word.surface);
    expect(surfaces.join('')).toBe('漱石はｘｙｚｚｙと言った');
    expect(result.find((word) => word.surface === 'ｘｙｚｚｙ')).toMatchObject({
      kind: 'unknown',
      wordId: null,
    });
  });

  it('returns offsets that slice the original input, whatever normalization did', async () => {
    const input = 'ﾃﾞｰﾀを３個、2回読んだ😀。｜漢字《かんじ》を書《か》く';
    const result = await words(input);
    expect(result.length).toBeGreaterThan(5);
    for (const word of result) expect(input.slice(word.start, word.end)).toBe(word.surface);
    expect(result.map((word) => word.surface)).toContain('ﾃﾞｰﾀ');
    expect(result.find((word) => word.surface === 'ﾃﾞｰﾀ')).toMatchObject({
      kind: 'word',
      dictionaryForm: 'データ',
    });
    expect(result.find((word) => word.surface === '漢字')).toMatchObject({ kind: 'word' });
  });

  it('returns no words for text without any', async () => {
    expect(await words('')).toEqual([]);
    expect(await words('。、！？「」……')).toEqual([]);
  });
  it('lets a join take another reading the dictionary lists for a kanji token, but never one it lacks', async () => {
    // IPADIC reads 何 in 何の日 as なに; the set phrase 何の is なんの, and 何 has both readings.
    const whatKind = await words('今日は何の日');
    expect(whatKind.map((word) => word.surface)).toEqual(['今日', 'は', '何の', '日']);
    expect(whatKind[2]).toMatchObject({ dictionaryForm: '何の', reading: 'なんの' });
    // 今日 is only きょう: 今日|は is never the greeting こんにちは.
    expect((await words('今日は雨')).map((word) => word.surface)).toEqual(['今日', 'は', '雨']);
  });

  it('keeps copulas apart: である is で | ある, でございます is で | ございます', async () => {
    expect((await words('平和である')).map((word) => word.surface)).toEqual(['平和', 'で', 'ある']);
    expect((await words('本でございます')).map((word) => word.surface)).toEqual([
      '本',
      'で',
      'ございます',
    ]);
    // ...while set phrases of grammar words stay whole.
    expect((await words('うそではない')).map((word) => word.surface)).toEqual(['うそ', 'ではない']);
  });

  it('keeps a する-verb in the causative with its noun, and resolves it to the noun', async () => {
    const result = await words('堪能させていただきます');
    expect(result.map((word) => word.surface)).toEqual(['堪能させて', 'いただきます']);
    expect(result[0]).toMatchObject({
      dictionaryForm: '堪能する',
      conjugations: ['causative', 'te-form'],
    });
    // ...in every form, as the revised (2026) table writes 安心させた.
    const [convinced] = await words('納得させた');
    expect(convinced).toMatchObject({
      surface: '納得させた',
      dictionaryForm: '納得する',
      conjugations: ['causative', 'past'],
    });
  });
  it('resolves the humble お + stem + する to the verb, and only a verb stem', async () => {
    const sorry = await words('ご迷惑おかけしてすみません');
    expect(sorry.map((word) => word.surface)).toEqual(['ご迷惑', 'おかけして', 'すみません']);
    expect(sorry[1]).toMatchObject({ reading: 'かける', conjugations: ['humble', 'te-form'] });
    const [waiting] = await words('お待ちしております');
    expect(waiting).toMatchObject({
      surface: 'お待ちしております',
      dictionaryForm: '待つ',
      conjugations: ['humble', 'progressive', 'polite'],
    });
    // ご + a する-noun is the する-verb made humble (humble.ts's humbleSuruVerb), one word as
    // お待ちします is: ご説明します is 説明する; where JMdict lists the prefixed noun it stays.
    const explain = await words('ご説明します');
    expect(explain.map((word) => word.dictionaryForm)).toEqual(['説明する']);
    expect(explain[0]!.conjugations).toEqual(['humble', 'polite']);
    const phone = await words('お電話します');
    expect(phone.map((word) => word.surface)).toEqual(['お電話', 'します']);
  });
  it('ranks a kana spelling by its word, not by the homographs it shares the spelling with', async () => {
    // なる is 成る "to become" (rank 28 as 成る), not 生る "to bear fruit", though JMdict gives
    // 生る the higher priority and the lists rank the kana spelling なる alike for both.
    const [become] = await words('なった');
    expect(become).toMatchObject({
      wordId: 1375610,
      dictionaryForm: 'なる',
      conjugations: ['past'],
    });
  });
  it('reads colloquial contractions IPADIC cuts apart as one conjugated word', async () => {
    const summary = async (text: string) =>
      (await words(text)).map(
        (word) => `${word.surface}=${word.dictionaryForm}/${word.conjugations.join(',')}`,
      );
    expect(await summary('知ってんの')).toEqual(['知ってん=知る/progressive', 'の=の/']);
    expect(await summary('待ってたんだから')).toEqual([
      '待ってた=待つ/progressive,past',
      'んだ=んだ/',
      'から=から/',
    ]);
    expect(await summary('食べらんない')).toEqual([
      '食べらんない=食べる/passive/potential,negative',
    ]);
    expect(await summary('食べよっか')).toEqual(['食べよっ=食べる/volitional', 'か=か/']);
    // IPADIC's own contracted forms: ん for る before の and な, ん for ら before ない.
    expect(await summary('何すんのよ')).toEqual([
      '何=何/',
      'すん=する/contracted',
      'の=の/',
      'よ=よ/',
    ]);
    expect(await summary('来んな')).toEqual(['来ん=来る/contracted', 'な=な/']);
    expect(await summary('やんない')).toEqual(['やんない=やる/negative']);
    // ...while the negative ん of 食べ|ん stays the negative.
    expect(await summary('食べん')).toEqual(['食べん=食べる/negative']);
    // Slang IPADIC shreds into a particle, a dialect ending and a filler (や|べ|え).
    // (遅刻する is one verb: the revised convention joins a サ変 noun with the bare する too.)
    expect(await summary('やべえ遅刻する')).toEqual(['やべえ=やべえ/', '遅刻する=遅刻する/']);
    expect(await summary('見てらんない')).toEqual([
      '見てらんない=見る/progressive,passive/potential,negative',
    ]);
  });
  it('keeps the short causative-passive and the negative te-form whole', async () => {
    const [made] = await words('読まされた');
    expect(made).toMatchObject({
      surface: '読まされた',
      dictionaryForm: '読む',
      conjugations: ['causative', 'passive', 'past'],
    });
    // IPADIC tags this で sentence-final; it is the te-form of ない all the same.
    expect((await words('話さないで')).map((word) => word.surface)).toEqual(['話さないで']);
  });
  it('reads the aspect verbs older texts write in kanji as the kana ones', async () => {
    const summary = async (text: string) =>
      (await words(text)).map(
        (word) => `${word.surface}=${word.dictionaryForm}/${word.conjugations.join(',')}`,
      );
    expect(await summary('読んで居た')).toEqual(['読んで居た=読む/progressive,past']);
    expect(await summary('忘れて仕舞った')).toEqual(['忘れて仕舞った=忘れる/completion,past']);
    expect(await summary('走って行った')).toEqual(['走って行った=走る/going,past']);
    // An expression JMdict writes with the kanji is still found as written.
    expect(await summary('帰って来た')).toEqual(['帰って来た=帰って来る/past']);
    // Without て, 置いた is the verb itself.
    expect(await summary('机に置いた')).toEqual(['机=机/', 'に=に/', '置いた=置く/past']);
  });
  it('counts a number with its counter as one word, and a bare number as no word', async () => {
    const summary = async (text: string) =>
      (await words(text)).map((word) => `${word.surface}=${word.dictionaryForm}`);
    // After ASCII digits IPADIC reads つ as the classical auxiliary; the dictionary knows the
    // counter, and the number word 一つ that JMdict spells with a kanji numeral.
    expect(await summary('例を１つあげて')).toEqual([
      '例=例',
      'を=を',
      '１つ=一つ',
      'あげて=あげる',
    ]);
    expect(await summary('２、３ピース')).toEqual(['ピース=ピース']);
  });

  it('joins the listing たり to its verb and reads historical kana spellings of IPADIC', async () => {
    const summary = async (text: string) =>
      (await words(text)).map(
        (word) => `${word.surface}=${word.dictionaryForm}/${word.conjugations.join(',')}`,
      );
    expect(await summary('読んだり見たりした')).toEqual([
      '読んだり=読む/tari-form',
      '見たり=見る/tari-form',
      'した=する/past',
    ]);
    // Adverbs IPADIC knows with their particle, JMdict without: the adverb and the particle.
    expect(await summary('延々と続いた')).toEqual(['延々=延々/', 'と=と/', '続いた=続く/past']);
    // IPADIC reads 授け as さづけ; JMdict has さずける.
    expect(await summary('授けている')).toEqual(['授けている=授ける/progressive']);
  });
  it('prefers the entry spelled exactly as the kana text', async () => {
    // カット "cut", not カッと "flaring up", which JMdict gives the higher priority.
    const [cut] = await words('カット');
    expect(cut).toMatchObject({ wordId: 1037630, dictionaryForm: 'カット' });
  });
  it('reads a final っ as emphasis, not as a verb stem, and keeps the offsets', async () => {
    const dont = await words('心配するなっ！');
    expect(dont.map((word) => word.surface)).toEqual(['心配する', 'な']);
    expect(dont[1]).toMatchObject({ start: 4, end: 5, dictionaryForm: 'な' });
    const cute = await words('陸くんは可愛いっ！！');
    expect(cute.at(-1)).toMatchObject({ surface: '可愛い', dictionaryForm: '可愛い' });
    expect((await words('行くぞっ！')).map((word) => word.surface)).toEqual(['行く', 'ぞ']);
    // An interjection is spelled with its っ.
    expect((await words('あっ、雨だ')).map((word) => word.surface)).toEqual(['あっ', '雨', 'だ']);
  });
  it('splits a compound particle JMdict does not list into its particle and verb', async () => {
    const summary = async (text: string) =>
      (await words(text)).map(
        (word) => `${word.surface}=${word.dictionaryForm}/${word.conjugations.join(',')}`,
      );
    // それ|に stays apart: the particle belongs to 関する.
    expect(await summary('それに関する記憶')).toEqual([
      'それ=それ/',
      'に=に/',
      '関する=関する/',
      '記憶=記憶/',
    ]);
    expect(await summary('カタログを通じて')).toEqual([
      'カタログ=カタログ/',
      'を=を/',
      '通じて=通じる/te-form',
    ]);
    // Compound particles JMdict lists stay whole.
    expect(await summary('彼について')).toEqual(['彼=彼/', 'について=について/']);
  });
  it("finds JMdict's full-width Latin words after normalization, and skips lone letters", async () => {
    const shirt = await words('このＴシャツ');
    expect(shirt.map((word) => `${word.surface}=${word.dictionaryForm}`)).toEqual([
      'この=この',
      'Ｔシャツ=Ｔシャツ',
    ]);
    // Ｋ (a name's initial in 『こころ』) is no word; a digit alone is none either.
    expect((await words('私をＫの墓へ')).map((word) => word.surface)).toEqual([
      '私',
      'を',
      'の',
      '墓',
      'へ',
    ]);
  });
  it('never starts a word with a small kana, where IPADIC cuts one off its syllable', async () => {
    // IPADIC reads いっし (a verb いっす) + ょにあすこいらが (an "organisation").
    const result = await words('先生といっしょにあすこいらが散歩してみたい');
    expect(result.map((word) => word.surface)).toEqual([
      '先生',
      'と',
      'いっしょに',
      'あすこ',
      'いら',
      'が',
      '散歩して',
      'みたい',
    ]);
    for (const word of result) expect(word.surface).not.toMatch(/^[ぁぃぅぇぉゃゅょゎ]/);
  });
});

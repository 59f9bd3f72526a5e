import { describe, expect, it } from 'vitest';
import { extractFile, extractText, ExtractionError } from '../src';
import { fixture, fixturePath, KOKORO_LINES } from './fixtures';

const KOKORO = KOKORO_LINES.join('\n');

describe('plain text: the encoding is detected, not assumed', () => {
  it.each([
    'utf8.txt',
    'utf8-bom.txt',
    'utf16le-bom.txt',
    'utf16be-bom.txt',
    'utf16le.txt',
    'utf16be.txt',
    'shift_jis-crlf.txt',
    'euc-jp.txt',
    'iso-2022-jp.txt',
  ])('%s decodes to the same text with LF line ends', async (name) => {
    const document = await extractText(fixture(`text/${name}`));
    expect(document).toEqual({ text: KOKORO, format: 'text' });
  });

  it('reads a one-line Shift_JIS file', async () => {
    expect((await extractText(fixture('text/shift_jis-short.txt'))).text).toBe(
      '先生、こんにちは。',
    );
  });

  it('turns old Mac CR line ends into LF', async () => {
    expect((await extractText(fixture('text/old-mac-cr.txt'))).text).toBe(
      '一行目です。\n二行目です。',
    );
  });

  it('reads a subtitle saved with a .txt name as the subtitle it is', async () => {
    expect(await extractText(fixture('text/subtitle-named.txt'))).toEqual({
      text: '「先生」\n「愉快ですね」',
      format: 'srt',
    });
  });
});

describe('EPUB', () => {
  it('follows the spine, not file names, and skips what the package marks as not text', async () => {
    const document = await extractText(fixture('epub/kokoro.epub'));
    expect(document.format).toBe('epub');
    expect(document.parts).toEqual([
      {
        title: '一　先生と私',
        text: [
          '一　先生と私',
          '　私はその人を常に先生と呼んでいた。',
          'だからここでもただ先生と書くだけで本名は打ち明けない。',
          'これは世間を憚かる遠慮&礼儀。',
          // chapter-b-continued.xhtml is not in the table of contents: it continues chapter 1.
          '私が先生と知り合いになったのは鎌倉である。',
        ].join('\n'),
      },
      {
        title: '二　海',
        text: '二　海\n私は毎日海へはいりに出掛けた。\n暑中休暇を利用して海水浴に行った。',
      },
      { title: '三　第三章', text: '三\n私は次の日も同じ時刻に浜へ行って先生の顔を見た。' },
    ]);
    expect(document.text).toBe(document.parts!.map((part) => part.text).join('\n\n'));
    expect(document.skipped).toEqual([
      { name: 'OEBPS/Text/cover.xhtml', reason: 'the package marks it as "cover"' },
      { name: 'OEBPS/nav.xhtml', reason: 'it is the navigation document' },
      {
        name: 'OEBPS/Text/notes.xhtml',
        reason: 'the spine marks it linear="no" (outside the reading order)',
      },
      { name: 'OEBPS/Text/translator.xhtml', reason: 'it has no Japanese text' },
      { name: 'OEBPS/Text/okuzuke.xhtml', reason: 'the package marks it as "copyright-page"' },
    ]);
  });

  it('drops ruby readings, scripts and styles', async () => {
    const { text } = await extractText(fixture('epub/kokoro.epub'));
    expect(text).not.toMatch(/せんせい|はば|スクリプト|スタイル|[（）]/);
  });

  it('reads an EPUB 2 book through its NCX and guide', async () => {
    const document = await extractText(fixture('epub/kokoro-epub2.epub'));
    expect(document.parts).toEqual([
      { title: '上　先生と私', text: '私はその人を常に先生と呼んでいた。' },
      { title: '二', text: '私は毎日海へはいりに出掛けた。' },
    ]);
    expect(document.skipped?.map((item) => item.name)).toEqual([
      'titlepage.xhtml',
      'contents.xhtml',
    ]);
  });
});

describe('subtitles', () => {
  it('srt: dialogue only, tags gone, a touching repeat collapsed, a later repeat kept', async () => {
    expect(await extractText(fixture('subtitles/sample.srt'))).toEqual({
      text: '「先生」\n「愉快ですね」\n「もう帰りませんか」\n「ええ帰りましょう」\n「先生」',
      format: 'srt',
    });
  });

  it('vtt: no header, NOTE or STYLE; voice, class, ruby and timestamp tags gone; entities decoded', async () => {
    expect(await extractText(fixture('subtitles/sample.vtt'))).toEqual({
      text: 'もう帰りませんか\n私はその人を常に先生と呼んでいた&\nだから\n<本名>は打ち明けない',
      format: 'vtt',
    });
  });

  it('ass: karaoke layers once, template sources instead of fx fragments, no drawings, no English style', async () => {
    const document = await extractText(fixture('subtitles/karaoke.ass'));
    expect(document.text).toBe(
      [
        '自然はあらゆる領域で',
        '侵されている。',
        'その界隈は行事で、活気を呈している。',
        'かぜにのる',
        'そらへ',
        '仲間外れになるのが私の宿命みたいだ。',
        '東京駅　のりば',
        'レギュラー満タンで お願いします。',
        '壮大な眺めですね。',
        '壮大な眺めですね。',
      ].join('\n'),
    );
    expect(document.skipped).toEqual([
      { name: 'style "EN"', reason: 'none of its 2 lines has Japanese text (a translation track)' },
    ]);
  });

  it('ass: signs and songs can be left out', async () => {
    const document = await extractText(fixture('subtitles/karaoke.ass'), {
      subtitles: { excludeSigns: true, excludeSongs: true },
    });
    expect(document.text).not.toMatch(/東京駅|かぜにのる|そらへ/);
    expect(document.text).toContain('仲間外れになるのが私の宿命みたいだ。');
  });

  it('ass: the shared corpus cut keeps the Japanese style and drops the English one', async () => {
    const document = await extractText(fixture('subtitles/tatoeba-cut.synthetic-timing.ass'));
    const lines = document.text.split('\n');
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('自然はあらゆる領域で侵されている。');
    expect(document.text).not.toMatch(/[A-Za-z]/);
  });

  it('ssa: reads SubStation Alpha v4 events', async () => {
    expect(await extractText(fixture('subtitles/sample.ssa'))).toEqual({
      text: '地球上には、たくさんの文化がある。\nその店では洋書が売られている。',
      format: 'ssa',
    });
  });
});

describe('mokuro', () => {
  it('joins each bubble and drops chapter markers, punctuation, lone kana and Latin OCR noise', async () => {
    expect(await extractText(fixture('mokuro/volume.mokuro'))).toEqual({
      text: '先生！どこへ行くんですか\n海へ行こう\nまだ…帰らないの？',
      format: 'mokuro',
    });
  });

  it('reads a per-page json', async () => {
    expect(await extractText(fixture('mokuro/0001.json'))).toEqual({
      text: '私は先生と\n呼んでいた',
      format: 'mokuro',
    });
  });
});

describe('zip archives', () => {
  it('reads members in natural order and lists what it skipped', async () => {
    const document = await extractText(fixture('archives/several.zip'));
    expect(document.parts?.map((part) => part.title)).toEqual([
      '2.txt',
      '10.txt',
      'episode 1.srt',
      'vol/volume.mokuro',
    ]);
    expect(document.parts?.[0]?.text).toBe('二番目のファイルです。');
    expect(document.format).toBe('text');
    expect(document.skipped).toEqual([
      { name: 'images/cover.jpg', reason: 'it is not a text, EPUB, subtitle or mokuro file' },
      { name: 'episode 1.en.srt', reason: 'it has no Japanese text' },
    ]);
  });

  it('reads Shift_JIS member names written without the UTF-8 flag', async () => {
    const document = await extractText(fixture('archives/shift_jis-names.zip'));
    expect(document.parts).toEqual([
      { title: '第1話.txt', text: '第一話の本文です。' },
      { title: '第2話.txt', text: '第二話の本文です。' },
    ]);
  });
});

describe('broken files fail with a message that names the file', () => {
  it.each([
    ['broken/truncated.zip', 'truncated.zip: the archive is incomplete or damaged'],
    ['broken/no-container.epub', 'no-container.epub: it has no META-INF/container.xml'],
    [
      'broken/missing-chapter.epub',
      'missing-chapter.epub: the spine lists Text/chapter-a.xhtml but the archive has no such file',
    ],
    ['broken/invalid.mokuro', 'invalid.mokuro: it is not valid JSON'],
    ['broken/no-pages.mokuro', 'invalid input: expected array, received undefined at pages'],
    [
      'broken/bad-lines.json',
      'bad-lines.json: it is not a mokuro page (.json) with a "blocks" list: Invalid input: expected string, received number at blocks[1].lines[1]',
    ],
    ['broken/garbage.txt', 'garbage.txt: this does not look like text'],
    ['broken/empty.txt', 'empty.txt: the file is empty'],
    ['broken/english-only.srt', 'english-only.srt: no Japanese text was found in it'],
    ['broken/bomb.zip', 'bomb.zip › bomb.txt: it would expand from 8 KB to 8 MB'],
    ['broken/traversal.zip', 'traversal.zip › ../../evil.txt: its name climbs out of the archive'],
    [
      'broken/lying-size.zip',
      'lying-size.zip › small.txt: it expands to more than its header declares',
    ],
    ['broken/bad-crc.zip', 'bad-crc.zip › story.txt: its checksum does not match'],
  ])('%s', async (path, message) => {
    const error = await extractText(fixture(path)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).message.toLowerCase()).toContain(message.toLowerCase());
    expect((error as ExtractionError).file).toBe(path.split('/')[1]);
  });

  it('names the member inside an archive and the archive', async () => {
    const error = await extractText(fixture('broken/traversal.zip')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ file: 'traversal.zip', members: ['../../evil.txt'] });
  });

  it('refuses formats it cannot read, saying what to do', async () => {
    await expect(extractText({ name: 'book.pdf', bytes: new Uint8Array([1]) })).rejects.toThrow(
      'book.pdf: PDF files are not supported; export the text (or the EPUB) and upload that',
    );
    await expect(extractText({ name: 'season.rar', bytes: new Uint8Array([1]) })).rejects.toThrow(
      'season.rar: RAR archives are not supported; repack the files as a .zip',
    );
  });
});

describe('extractFile', () => {
  it('reads from disk and names the file by its base name', async () => {
    expect((await extractFile(fixturePath('text/euc-jp.txt'))).text).toBe(KOKORO);
  });

  it('says when the file does not exist', async () => {
    await expect(extractFile('/nonexistent/book.txt')).rejects.toThrow(
      '/nonexistent/book.txt: there is no such file',
    );
  });
});

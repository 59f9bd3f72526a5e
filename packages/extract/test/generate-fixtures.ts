/**
 * Writes the files under `test/fixtures/`. Run once after changing it and commit the output:
 *   npx tsx packages/extract/test/generate-fixtures.ts
 * Texts are from 夏目漱石『こころ』 (public domain) and Tatoeba (CC BY 2.0 FR, see
 * /work/shared/corpus/SOURCES.md); the files around them are ours.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Encoding from 'encoding-japanese';
import { strToU8, zipSync, type Zippable } from 'fflate';

const root = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const MTIME = new Date('2024-01-01T00:00:00Z');

function write(path: string, bytes: Uint8Array | string): void {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, typeof bytes === 'string' ? strToU8(bytes) : bytes);
}

function zip(files: Zippable): Uint8Array {
  return zipSync(files, { mtime: MTIME, level: 6 });
}

// ---------------------------------------------------------------- plain text in every encoding
export const KOKORO = [
  '\u3000私はその人を常に先生と呼んでいた。だからここでもただ先生と書くだけで本名は打ち明けない。',
  '\u3000私が先生と知り合いになったのは鎌倉である。その時私はまだ若々しい書生であった。',
  '「もう帰りませんか」といって私を促した。',
].join('\n');

function encodeUtf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = [...(bom ? '\uFEFF' : ''), ...text].join('');
  const bytes = new Uint8Array(units.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < units.length; index++)
    view.setUint16(index * 2, units.charCodeAt(index), littleEndian);
  return bytes;
}

function encodeLegacy(text: string, to: 'SJIS' | 'EUCJP' | 'JIS'): Uint8Array {
  return Uint8Array.from(
    Encoding.convert(Encoding.stringToCode(text), { to, from: 'UNICODE', type: 'array' }),
  );
}

const crlf = KOKORO.replace(/\n/g, '\r\n');
write('text/utf8.txt', KOKORO);
write('text/utf8-bom.txt', new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(crlf)]));
write('text/utf16le-bom.txt', encodeUtf16(crlf, true, true));
write('text/utf16be-bom.txt', encodeUtf16(KOKORO, false, true));
write('text/utf16le.txt', encodeUtf16(KOKORO, true, false));
write('text/utf16be.txt', encodeUtf16(KOKORO, false, false));
write('text/shift_jis-crlf.txt', encodeLegacy(crlf, 'SJIS'));
write('text/euc-jp.txt', encodeLegacy(KOKORO, 'EUCJP'));
write('text/iso-2022-jp.txt', encodeLegacy(KOKORO, 'JIS'));
write('text/shift_jis-short.txt', encodeLegacy('先生、こんにちは。', 'SJIS'));
write('text/old-mac-cr.txt', '一行目です。\r二行目です。\r');

// A subtitle saved with a .txt name: sniffed and read as SubRip.
write(
  'text/subtitle-named.txt',
  '1\n00:00:01,000 --> 00:00:02,000\n「先生」\n\n2\n00:00:03,000 --> 00:00:04,000\n「愉快ですね」\n',
);

// Deterministic pseudo-random bytes: binary garbage named .txt.
let seed = 42;
const garbage = new Uint8Array(4096).map(() => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed >>> 24;
});
write('broken/garbage.txt', garbage);
write('broken/empty.txt', new Uint8Array(0));
write(
  'broken/english-only.srt',
  '1\n00:00:01,000 --> 00:00:02,000\nHello there.\n\n2\n00:00:02,500 --> 00:00:03,000\nGeneral Kenobi.\n',
);

// ---------------------------------------------------------------- EPUB 3
const xhtml = (title: string, body: string, head = ''): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="ja">
<head><title>${title}</title>${head}</head>
<body>
${body}
</body>
</html>`;

const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

// Two chapters whose file names sort the wrong way round (b before a in the spine), a chapter
// split over two files, a chapter with a Japanese file name behind a percent-encoded href.
const opf3 = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:00000000-0000-0000-0000-000000000001</dc:identifier>
    <dc:title>こころ（抄）</dc:title><dc:language>ja</dc:language>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="cover" href="Text/cover.xhtml" media-type="application/xhtml+xml"/>
    <item id="cover-image" href="Images/cover.png" media-type="image/png" properties="cover-image"/>
    <item id="css" href="Styles/book.css" media-type="text/css"/>
    <item id="ch1" href="Text/chapter-b.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch1b" href="Text/chapter-b-continued.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch2" href="Text/chapter-a.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch3" href="Text/%E7%AC%AC%E4%B8%89%E7%AB%A0.xhtml" media-type="application/xhtml+xml"/>
    <item id="notes" href="Text/notes.xhtml" media-type="application/xhtml+xml"/>
    <item id="english" href="Text/translator.xhtml" media-type="application/xhtml+xml"/>
    <item id="copyright" href="Text/okuzuke.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine>
    <itemref idref="cover"/>
    <itemref idref="nav"/>
    <itemref idref="ch1"/>
    <itemref idref="ch1b"/>
    <itemref idref="ch2"/>
    <itemref idref="ch3"/>
    <itemref idref="notes" linear="no"/>
    <itemref idref="english"/>
    <itemref idref="copyright"/>
  </spine>
</package>`;

const nav = xhtml(
  '目次',
  `<nav epub:type="toc" id="toc"><h1>目次</h1><ol>
  <li><a href="Text/chapter-b.xhtml">一\u3000先生と私</a></li>
  <li><a href="Text/chapter-a.xhtml#start">二\u3000海</a></li>
  <li><a href="Text/%E7%AC%AC%E4%B8%89%E7%AB%A0.xhtml">三\u3000第三章</a></li>
</ol></nav>
<nav epub:type="landmarks" hidden=""><ol>
  <li><a epub:type="cover" href="Text/cover.xhtml">表紙</a></li>
  <li><a epub:type="toc" href="nav.xhtml">目次</a></li>
  <li><a epub:type="bodymatter" href="Text/chapter-b.xhtml">本文</a></li>
  <li><a epub:type="copyright-page" href="Text/okuzuke.xhtml">奥付</a></li>
</ol></nav>`,
);

const epub3: Zippable = {
  mimetype: [strToU8('application/epub+zip'), { level: 0 }],
  'META-INF/container.xml': strToU8(container),
  'OEBPS/content.opf': strToU8(opf3),
  'OEBPS/nav.xhtml': strToU8(nav),
  'OEBPS/Styles/book.css': strToU8('p { text-indent: 1em; }'),
  'OEBPS/Images/cover.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'OEBPS/Text/cover.xhtml': strToU8(
    xhtml('表紙', '<div><img src="../Images/cover.png" alt="こころ 表紙"/><p>こころ</p></div>'),
  ),
  'OEBPS/Text/chapter-b.xhtml': strToU8(
    xhtml(
      '一',
      `<h1>一\u3000先生と私</h1>
<p>\u3000私はその人を常に<ruby>先生<rt>せんせい</rt></ruby>と呼んでいた。<br/>だからここでもただ先生と書くだけで
本名は打ち明けない。</p>
<script>document.write("スクリプトの文字");</script>
<p>これは世間を<ruby><rb>憚</rb><rp>（</rp><rt>はば</rt><rp>）</rp></ruby>かる遠慮&amp;礼儀&#x3002;</p>`,
      '<style>p { color: black; } /* スタイルの文字 */</style>',
    ),
  ),
  'OEBPS/Text/chapter-b-continued.xhtml': strToU8(
    xhtml('一（続き）', '<p>私が先生と知り合いになったのは鎌倉である。</p>'),
  ),
  'OEBPS/Text/chapter-a.xhtml': strToU8(
    xhtml(
      '二',
      '<h1 id="start">二\u3000海</h1><div><p>私は毎日海へはいりに出掛けた。</p><p>暑中休暇を利用して海水浴に行った。</p></div>',
    ),
  ),
  'OEBPS/Text/第三章.xhtml': strToU8(
    xhtml(
      '三',
      '<section><h2>三</h2><p>私は次の日も同じ時刻に浜へ行って先生の顔を見た。</p></section>',
    ),
  ),
  'OEBPS/Text/notes.xhtml': strToU8(xhtml('注', '<aside><p>注：書生とは学生のこと。</p></aside>')),
  'OEBPS/Text/translator.xhtml': strToU8(
    xhtml('Note', "<p>Translator's note: this is an excerpt.</p>"),
  ),
  'OEBPS/Text/okuzuke.xhtml': strToU8(
    xhtml('奥付', '<p>発行日\u3000二〇二四年一月一日</p><p>発行者\u3000語彙文庫</p>'),
  ),
};
write('epub/kokoro.epub', zip(epub3));

// ---------------------------------------------------------------- EPUB 2: NCX and guide
const opf2 = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>こころ</dc:title></metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="titlepage" href="titlepage.xhtml" media-type="application/xhtml+xml"/>
    <item id="toc-page" href="contents.xhtml" media-type="application/xhtml+xml"/>
    <item id="p1" href="part0001.xhtml" media-type="application/xhtml+xml"/>
    <item id="p2" href="part0002.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine toc="ncx">
    <itemref idref="titlepage"/><itemref idref="toc-page"/><itemref idref="p1"/><itemref idref="p2"/>
  </spine>
  <guide>
    <reference type="title-page" title="扉" href="titlepage.xhtml"/>
    <reference type="toc" title="目次" href="contents.xhtml#toc"/>
    <reference type="text" title="本文" href="part0001.xhtml"/>
  </guide>
</package>`;
const ncx = `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <navMap>
    <navPoint id="n1" playOrder="1"><navLabel><text>上\u3000先生と私</text></navLabel><content src="part0001.xhtml"/>
      <navPoint id="n2" playOrder="2"><navLabel><text>二</text></navLabel><content src="part0002.xhtml"/></navPoint>
    </navPoint>
  </navMap>
</ncx>`;
write(
  'epub/kokoro-epub2.epub',
  zip({
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(container.replace('OEBPS/content.opf', 'content.opf')),
    'content.opf': strToU8(opf2),
    'toc.ncx': strToU8(ncx),
    'titlepage.xhtml': strToU8(xhtml('扉', '<h1>こころ</h1><p>夏目漱石</p>')),
    'contents.xhtml': strToU8(xhtml('目次', '<h1 id="toc">目次</h1><p>上\u3000先生と私</p>')),
    'part0001.xhtml': strToU8(xhtml('上', '<p>私はその人を常に先生と呼んでいた。</p>')),
    'part0002.xhtml': strToU8(xhtml('二', '<p>私は毎日海へはいりに出掛けた。</p>')),
  }),
);

const withoutContainer = { ...epub3 };
delete withoutContainer['META-INF/container.xml'];
write('broken/no-container.epub', zip(withoutContainer));
const missingChapter = { ...epub3 };
delete missingChapter['OEBPS/Text/chapter-a.xhtml'];
write('broken/missing-chapter.epub', zip(missingChapter));

// ---------------------------------------------------------------- subtitles
write(
  'subtitles/sample.srt',
  [
    '1',
    '00:00:01,000 --> 00:00:02,280',
    '<i>「先生」</i>',
    '',
    '2',
    '00:00:02,680 --> 00:00:04,320',
    '{\\an8}<font color="#ffff00">「愉快ですね」</font>',
    '',
    // Repeated in an event that touches the previous one: one line on screen.
    '3',
    '00:00:04,320 --> 00:00:05,000',
    '{\\an8}「愉快ですね」',
    '',
    '4',
    '00:00:06,000 --> 00:00:08,000',
    '「もう帰りませんか」',
    '「ええ帰りましょう」',
    '',
    // Said again after a pause: kept.
    '5',
    '00:00:09,000 --> 00:00:10,000',
    '<i>「先生」</i>',
    '',
  ].join('\r\n'),
);

write(
  'subtitles/sample.vtt',
  `WEBVTT - こころ
Kind: captions

NOTE これはメモです。字幕ではありません。

STYLE
::cue { color: white; }

intro
00:01.000 --> 00:02.500 line:0 align:start
<v 先生>もう帰りませんか</v>

00:00:03.000 --> 00:00:05.000
<c.yellow>私は</c>その人を<ruby>常<rt>つね</rt></ruby>に先生と呼んでいた&amp;
<00:00:04.000>だから

00:00:05.000 --> 00:00:06.000
&lt;本名&gt;は打ち明けない
`,
);

// Japanese dialogue, an English track, karaoke (\\k tags repeated on three layers), an Aegisub
// karaoke template (karaoke comment + per-syllable fx lines), a drawing and a positioned sign.
write(
  'subtitles/karaoke.ass',
  `\ufeff[Script Info]
; Script generated by hand for tests
Title: karaoke test
ScriptType: v4.00+
PlayResX: 1280
PlayResY: 720

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Noto Sans CJK JP,48,&H00FFFFFF,&H000000FF,&H00000000,&H64000000,0,0,0,0,100,100,0,0,1,2,1,2,20,20,60,1
Style: EN,Arial,32,&H00C0C0C0,&H000000FF,&H00000000,&H64000000,0,0,0,0,100,100,0,0,1,2,1,8,20,20,30,1
Style: OP-JP,Noto Sans CJK JP,40,&H00FFFFFF,&H000000FF,&H00000000,&H64000000,0,0,0,0,100,100,0,0,1,2,1,8,20,20,30,1
Style: Sign-Station,Noto Sans CJK JP,40,&H00FFFFFF,&H000000FF,&H00000000,&H64000000,0,0,0,0,100,100,0,0,1,2,1,8,20,20,30,1

[Fonts]
fontname: dummy.ttf
M1--

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Comment: 0,0:00:00.00,0:00:00.50,Default,,0,0,0,,この行はコメントです
Dialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,{\\i1}自然は{\\i0}あらゆる領域で\\N侵されている。
Dialogue: 0,0:00:01.00,0:00:04.00,EN,,0,0,0,,Nature is under attack on all fronts.
Dialogue: 0,0:00:04.50,0:00:07.00,Default,,0,0,0,,その界隈は行事で、活気を呈している。
Dialogue: 0,0:00:04.50,0:00:07.00,EN,,0,0,0,,The neighborhood is alive with activities.
Dialogue: 1,0:00:10.00,0:00:14.00,OP-JP,,0,0,0,,{\\k50}か{\\k40}ぜ{\\k30}に{\\k60}の{\\k70}る
Dialogue: 0,0:00:10.00,0:00:14.00,OP-JP,,0,0,0,,{\\blur3\\k50}か{\\k40}ぜ{\\k30}に{\\k60}の{\\k70}る
Dialogue: 2,0:00:10.00,0:00:14.00,OP-JP,,0,0,0,,{\\bord4\\k50}か{\\k40}ぜ{\\k30}に{\\k60}の{\\k70}る
Comment: 0,0:00:15.00,0:00:18.00,OP-JP,,0,0,0,karaoke,{\\k100}そ{\\k100}ら{\\k100}へ
Dialogue: 0,0:00:15.00,0:00:16.00,OP-JP,,0,0,0,fx,{\\pos(600,50)\\t(\\fscx120)}そ
Dialogue: 0,0:00:16.00,0:00:17.00,OP-JP,,0,0,0,fx,{\\pos(640,50)\\t(\\fscx120)}ら
Dialogue: 0,0:00:17.00,0:00:18.00,OP-JP,,0,0,0,fx,{\\pos(680,50)\\t(\\fscx120)}へ
Dialogue: 0,0:00:20.00,0:00:22.00,Default,,0,0,0,,{\\p1}m 0 0 l 100 0 100 100 0 100{\\p0}
Dialogue: 0,0:00:20.00,0:00:22.00,Default,,0,0,0,,{\\an8\\p2}m 0 0 l 10 0{\\p0}仲間外れになるのが私の宿命みたいだ。
Dialogue: 0,0:00:23.00,0:00:25.00,Sign-Station,,0,0,0,,{\\pos(320,100)\\frz5}東京駅\u3000のりば
Dialogue: 0,0:00:26.00,0:00:28.00,Default,,0,0,0,,{TL note: none}レギュラー満タンで\\hお願いします。
Dialogue: 0,0:00:29.00,0:00:30.00,Default,,0,0,0,,壮大な眺めですね。
Dialogue: 0,0:00:31.00,0:00:32.00,Default,,0,0,0,,壮大な眺めですね。
`,
);

// SubStation Alpha v4: `Marked=` instead of Layer, and a [V4 Styles] section.
write(
  'subtitles/sample.ssa',
  `[Script Info]
ScriptType: v4.00

[V4 Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding
Style: Default,MS Gothic,32,16777215,65535,65535,-2147483640,-1,0,1,2,2,2,30,30,10,0,128

[Events]
Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: Marked=0,0:00:01.00,0:00:03.00,Default,NTP,0000,0000,0000,,地球上には、たくさんの文化がある。
Dialogue: Marked=0,0:00:03.50,0:00:05.00,Default,NTP,0000,0000,0000,,その店では洋書が売られている。
`,
);

// A cut of the shared corpus file (Japanese + English styles): its first 40 events.
const corpusAss = readFileSync(
  '/work/shared/corpus/subtitles/tatoeba_sample.synthetic-timing.ass',
  'utf8',
).split('\n');
const eventsAt = corpusAss.findIndex((line) => line.startsWith('[Events]'));
write(
  'subtitles/tatoeba-cut.synthetic-timing.ass',
  corpusAss.slice(0, eventsAt + 2 + 40).join('\n') + '\n',
);

// ---------------------------------------------------------------- mokuro
const page = (blocks: string[][]): object => ({
  version: '0.2.1',
  img_width: 1000,
  img_height: 1500,
  blocks: blocks.map((lines, index) => ({
    box: [10 * index, 10, 100, 200],
    vertical: true,
    font_size: 24,
    lines_coords: lines.map(() => [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]),
    lines,
  })),
});
const volume = {
  version: '0.2.1',
  title: 'テスト漫画',
  title_uuid: '00000000-0000-0000-0000-000000000002',
  volume: '第1巻',
  volume_uuid: '00000000-0000-0000-0000-000000000003',
  pages: [
    {
      ...page([['第１話'], ['先生！', 'どこへ', '行くんですか'], ['ッ'], ['…！？'], ['あ！']]),
      img_path: '001.jpg',
    },
    {
      ...page([['ＡＢＣＤ海へ', '行こう'], ['ＥＮＤ'], ['まだ．．．．．', '帰らないの？']]),
      img_path: '002.jpg',
    },
  ],
};
write('mokuro/volume.mokuro', JSON.stringify(volume));
write('mokuro/0001.json', JSON.stringify(page([['私は', '先生と'], ['呼んでいた'], ['１２']])));
write('broken/invalid.mokuro', JSON.stringify(volume).slice(0, 200));
write('broken/no-pages.mokuro', JSON.stringify({ title: 'テスト', volume: '1' }));
write(
  'broken/bad-lines.json',
  JSON.stringify({ blocks: [{ lines: ['よし'] }, { lines: ['行こう', 7] }] }),
);

// ---------------------------------------------------------------- zip archives
// Names sort naturally (2 before 10); an image, macOS clutter and an English track are skipped.
const several = zip({
  '10.txt': strToU8('十番目のファイルです。'),
  '2.txt': encodeLegacy('二番目のファイルです。', 'SJIS'),
  'episode 1.srt': strToU8('1\n00:00:01,000 --> 00:00:02,000\n一話の台詞です。\n'),
  'episode 1.en.srt': strToU8('1\n00:00:01,000 --> 00:00:02,000\nEpisode one line.\n'),
  'images/cover.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  '__MACOSX/._2.txt': new Uint8Array([0, 5, 22, 7]),
  'vol/volume.mokuro': strToU8(JSON.stringify(volume)),
});
write('archives/several.zip', several);

// A member named 第1話.txt in Shift_JIS without the UTF-8 flag, as Windows Explorer writes it:
// fflate writes a same-length ASCII placeholder, replaced here in both headers.
const sjisName = encodeLegacy('第1話.txt', 'SJIS');
const placeholder = 'A'.repeat(sjisName.length - 4) + '.txt';
const sjisZip = zip({
  [placeholder]: strToU8('第一話の本文です。'),
  '第2話.txt': strToU8('第二話の本文です。'),
});
replaceAll(sjisZip, strToU8(placeholder), sjisName);
write('archives/shift_jis-names.zip', sjisZip);

write('broken/truncated.zip', several.subarray(0, Math.floor(several.length / 2)));
write('broken/bomb.zip', zip({ 'bomb.txt': new Uint8Array(8 * 1024 * 1024) }));
write(
  'broken/traversal.zip',
  zip({ 'ok.txt': strToU8('大丈夫です。'), '../../evil.txt': strToU8('悪いファイル') }),
);

// A member whose headers declare 10 bytes but which inflates to far more.
const lying = zip({ 'small.txt': strToU8('嘘の大きさ。'.repeat(1000)) });
patchDeclaredSize(lying, 'small.txt', 10);
write('broken/lying-size.zip', lying);

// A member whose bytes were damaged after zipping (CRC mismatch).
const damaged = zip({ 'story.txt': [strToU8('私はその人を常に先生と呼んでいた。'), { level: 0 }] });
damaged[40] = damaged[40]! ^ 0xff;
write('broken/bad-crc.zip', damaged);

function replaceAll(bytes: Uint8Array, search: Uint8Array, replacement: Uint8Array): void {
  for (let index = 0; index + search.length <= bytes.length; index++) {
    if (search.every((byte, offset) => bytes[index + offset] === byte))
      bytes.set(replacement, index);
  }
}

/** Sets the uncompressed size of `name` in its local header and its directory entry. */
function patchDeclaredSize(bytes: Uint8Array, name: string, size: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameBytes = strToU8(name);
  for (let offset = 0; offset + 4 <= bytes.length; offset++) {
    const signature = view.getUint32(offset, true);
    const nameAt =
      signature === 0x04034b50 ? offset + 30 : signature === 0x02014b50 ? offset + 46 : -1;
    if (nameAt < 0 || !nameBytes.every((byte, index) => bytes[nameAt + index] === byte)) continue;
    view.setUint32(offset + (signature === 0x04034b50 ? 22 : 24), size, true);
  }
}

console.log(`fixtures written to ${root}`);

/**
 * Throughput of extractText on real text (夏目漱石『こころ』, public domain, from the shared
 * corpus), printed as ratios against a baseline measured in the same run: a bare UTF-8
 * `TextDecoder.decode` of the same novel, the least any extraction must do.
 *   npx tsx packages/extract/test/bench/extract-throughput.ts
 */
import { readFileSync } from 'node:fs';
import Encoding from 'encoding-japanese';
import { strToU8, zipSync } from 'fflate';
import { extractText, type InputFile } from '../../src';

const corpus = '/work/shared/corpus';
const novel = readFileSync(`${corpus}/aozora/kokoro.plain.txt`, 'utf8');
const utf8 = strToU8(novel);
const sjis = Uint8Array.from(
  Encoding.convert(Encoding.stringToCode(novel), { to: 'SJIS', from: 'UNICODE', type: 'array' }),
);

const chapters = novel.split(/\n(?=[一二三四五六七八九十百]+\n)/);
const xhtml = (body: string): Uint8Array =>
  strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>c</title></head><body>${body
      .split('\n')
      .map((line) => `<p>${line}</p>`)
      .join('')}</body></html>`,
  );
const epub = zipSync({
  mimetype: [strToU8('application/epub+zip'), { level: 0 }],
  'META-INF/container.xml': strToU8(
    '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
  ),
  'content.opf': strToU8(
    `<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest>${chapters
      .map(
        (_, index) =>
          `<item id="c${index}" href="c${index}.xhtml" media-type="application/xhtml+xml"/>`,
      )
      .join(
        '',
      )}</manifest><spine>${chapters.map((_, index) => `<itemref idref="c${index}"/>`).join('')}</spine></package>`,
  ),
  ...Object.fromEntries(chapters.map((chapter, index) => [`c${index}.xhtml`, xhtml(chapter)])),
});

const inputs: [string, InputFile][] = [
  ['UTF-8 text', { name: 'kokoro.txt', bytes: utf8 }],
  ['Shift_JIS text', { name: 'kokoro.txt', bytes: sjis }],
  ['EPUB (' + chapters.length + ' chapters)', { name: 'kokoro.epub', bytes: epub }],
  ['zip of Shift_JIS text', { name: 'kokoro.zip', bytes: zipSync({ 'kokoro.txt': sjis }) }],
  [
    'SRT (300 cues)',
    {
      name: 'kokoro.srt',
      bytes: readFileSync(`${corpus}/subtitles/kokoro_dialogue.synthetic-timing.srt`),
    },
  ],
  [
    'ASS (600 events)',
    {
      name: 'tatoeba.ass',
      bytes: readFileSync(`${corpus}/subtitles/tatoeba_sample.synthetic-timing.ass`),
    },
  ],
];

async function timePerRun(run: () => unknown, rounds = 15): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const baseline = await timePerRun(() => new TextDecoder('utf-8').decode(utf8));
console.log(
  `baseline: TextDecoder UTF-8 of ${(utf8.length / 1e6).toFixed(2)} MB in ${baseline.toFixed(2)} ms (median)`,
);
for (const [label, file] of inputs) {
  const result = await extractText(file);
  const ms = await timePerRun(() => extractText(file));
  console.log(
    `${label.padEnd(24)} ${(file.bytes.length / 1e6).toFixed(2)} MB in  ${ms.toFixed(2).padStart(7)} ms  ${(file.bytes.length / 1e6 / (ms / 1000)).toFixed(1).padStart(6)} MB/s  ${(ms / baseline).toFixed(1).padStart(6)}× baseline  (${result.text.length} chars out)`,
  );
}

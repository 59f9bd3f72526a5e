import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

const encode = (text: string, to: 'SJIS' | 'EUCJP'): Uint8Array =>
  Uint8Array.from(
    Encoding.convert(Encoding.stringToCode(text), { to, from: 'UNICODE', type: 'array' }),
  );

describe('decodeText', () => {
  const sentence = '吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。';

  it.each([
    ['shift_jis', encode(sentence, 'SJIS')],
    ['euc-jp', encode(sentence, 'EUCJP')],
    ['utf-8', new TextEncoder().encode(sentence)],
  ] as const)('tells %s apart', (encoding, bytes) => {
    expect(decodeText({ name: 'neko.txt', bytes })).toEqual({ text: sentence, encoding });
  });

  it('keeps half-width katakana when the file really is Shift_JIS', () => {
    const text = 'ｶﾀｶﾅのﾃｷｽﾄです。普通の文も混ざっています。';
    expect(decodeText({ name: 'hankaku.txt', bytes: encode(text, 'SJIS') }).text).toBe(text);
  });

  it('reads ASCII as UTF-8', () => {
    expect(decodeText({ name: 'a.txt', bytes: new TextEncoder().encode('plain ascii') })).toEqual({
      text: 'plain ascii',
      encoding: 'utf-8',
    });
  });

  it('refuses UTF-32 with advice', () => {
    expect(() =>
      decodeText({ name: 'wide.txt', bytes: new Uint8Array([0xff, 0xfe, 0, 0, 0x42, 0x30, 0, 0]) }),
    ).toThrow('wide.txt: the file is UTF-32, which is not supported; save it as UTF-8');
  });

  it('refuses a UTF-8 byte-order mark followed by bytes that are not UTF-8', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(sentence, 'SJIS')]);
    expect(() => decodeText({ name: 'mixed.txt', bytes })).toThrow(
      'mixed.txt: the file starts with a UTF-8 byte-order mark but is not valid UTF-8',
    );
  });

  it('refuses text full of control characters even when it is valid UTF-8', () => {
    const bytes = new Uint8Array(200).map((_, index) => index % 32);
    expect(() => decodeText({ name: 'controls.txt', bytes })).toThrow(
      'controls.txt: this does not look like text',
    );
  });
});

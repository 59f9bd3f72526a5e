import { describe, expect, it } from 'vitest';
import { aozoraBody, isKanjiNumberLine, splitAozoraChapters } from './aozora-text';

const FILE = [
  '\uFEFFこころ',
  '夏目漱石',
  '',
  '-------------------------------------------------------',
  '【テキスト中に現れる記号について】',
  '《》：ルビ',
  '-------------------------------------------------------',
  '',
  '上　先生と私',
  '',
  '一',
  '',
  '　私はその人を常に先生と呼んでいた。すると先生一人｜麦藁帽を被って来た。',
  '二',
  '　｜麦藁帽《むぎわらぼう》を被った。',
  '中　両親と私',
  '一',
  '　宅へ帰って案外に思ったのは、父の元気がこの前見た時と大して変っていない事であった。',
  '',
  '底本：「こころ」集英社文庫、集英社',
  '入力：j.utiyama',
].join('\r\n');

describe('Aozora Bunko texts', () => {
  it('drops the header, legend and footer, and ｜ without ruby', () => {
    const body = aozoraBody(FILE);
    expect(body.startsWith('上　先生と私')).toBe(true);
    expect(body).not.toContain('底本');
    expect(body).not.toContain('入力');
    expect(body).toContain('先生一人麦藁帽を被って来た');
    // A ｜ that starts real ruby stays for the normalizer.
    expect(body).toContain('｜麦藁帽《むぎわらぼう》');
  });

  it('splits on part headings and drops section numbers', () => {
    const parts = splitAozoraChapters(
      aozoraBody(FILE),
      (line) => /^[上中下]\u3000/.test(line),
      isKanjiNumberLine,
    );
    expect(parts.map((part) => part.title)).toEqual(['上　先生と私', '中　両親と私']);
    expect(parts[0]!.text).not.toMatch(/^一$/m);
    expect(parts[1]!.text).toMatch(/^\u3000宅へ帰って/);
  });

  it('keeps text before the first heading as a preface', () => {
    const chapters = splitAozoraChapters('はじめに。\n一\n本文。', isKanjiNumberLine);
    expect(chapters).toEqual([
      { title: '序', text: 'はじめに。' },
      { title: '一', text: '本文。' },
    ]);
    expect(isKanjiNumberLine('十一')).toBe(true);
    expect(isKanjiNumberLine('十一月')).toBe(false);
  });
});

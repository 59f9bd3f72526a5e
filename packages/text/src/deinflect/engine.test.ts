import { describe, expect, it } from 'vitest';
import { ANY_WORD_CLASS, createDeinflector, deinflectWith } from './engine';
import { compileRuleSet, type RawRule } from './rule-set';

function rule(partial: Partial<RawRule> & Pick<RawRule, 'con_end' | 'dec_end'>): RawRule {
  return {
    type: 'stdrule',
    con_tag: 'stem-ren',
    dec_tag: 'v5k',
    detail: 'x',
    steps: ['x'],
    ...partial,
  };
}

function run(rules: RawRule[], text: string) {
  return deinflectWith(compileRuleSet(rules), text).map(
    (d) => `${d.text}:${d.wordClass}:${d.chain.join('+')}`,
  );
}

describe('deinflectWith (rule semantics)', () => {
  it('chains rules by tag and orders labels from the dictionary form outward', () => {
    const rules = [
      rule({
        con_end: 'た',
        dec_end: '',
        con_tag: 'stem-past',
        dec_tag: 'stem-ren',
        steps: ['past'],
      }),
      rule({
        con_end: 'い',
        dec_end: 'く',
        con_tag: 'stem-ren',
        dec_tag: 'v5k',
        steps: [],
        detail: '(stem)',
      }),
    ];
    expect(run(rules, '書いた')).toEqual([`書いた:${ANY_WORD_CLASS}:`, '書く:v5k:past']);
  });

  it('drops forms whose last tag is an internal stage, not a word class', () => {
    const rules = [rule({ con_end: 'た', dec_end: '', con_tag: 'stem-past', dec_tag: 'stem-ren' })];
    expect(run(rules, '書いた')).toEqual([`書いた:${ANY_WORD_CLASS}:`]);
  });

  it('applies a rule after another only when the tags meet', () => {
    const rules = [
      rule({ con_end: 'た', dec_end: '', con_tag: 'stem-past', dec_tag: 'stem-ren' }),
      rule({ con_end: 'い', dec_end: 'い', con_tag: 'adj-i', dec_tag: 'adj-i', steps: ['y'] }),
    ];
    expect(run(rules, '高いた')).toEqual([`高いた:${ANY_WORD_CLASS}:`]);
  });

  it('onlyfinal rules apply only outermost, neverfinal rules never outermost', () => {
    const only = [
      rule({
        type: 'onlyfinalrule',
        con_end: 'け',
        dec_end: 'く',
        con_tag: 'form-imperative',
        dec_tag: 'v5k',
        steps: ['imperative'],
      }),
    ];
    expect(run(only, '書け')).toContain('書く:v5k:imperative');
    const never = [
      rule({
        type: 'neverfinalrule',
        con_end: 'け',
        dec_end: 'く',
        con_tag: 'stem-e',
        dec_tag: 'v5k',
      }),
    ];
    expect(run(never, '書け')).toEqual([`書け:${ANY_WORD_CLASS}:`]);
  });

  it('a rule with an empty detail cannot be the outermost step', () => {
    const rules = [rule({ con_end: 'け', dec_end: 'く', detail: '' })];
    expect(run(rules, '書け')).toEqual([`書け:${ANY_WORD_CLASS}:`]);
  });

  it('rewriterules need the whole text', () => {
    const rules = [
      rule({
        type: 'rewriterule',
        con_end: 'でした',
        dec_end: 'です',
        con_tag: 'stem-past',
        dec_tag: 'cop',
        steps: ['past'],
      }),
    ];
    expect(run(rules, 'でした')).toContain('です:cop:past');
    expect(run(rules, '静かでした')).toEqual([`静かでした:${ANY_WORD_CLASS}:`]);
  });

  it('final_steps label the outermost step; steps label it inside a longer form', () => {
    const rules = [
      rule({
        con_end: 'て',
        dec_end: '',
        con_tag: 'stem-te',
        dec_tag: 'stem-ren',
        steps: [],
        final_steps: ['te-form'],
      }),
      rule({
        con_end: 'いる',
        dec_end: '',
        con_tag: 'v1',
        dec_tag: 'stem-te',
        steps: ['progressive'],
      }),
      rule({ con_end: 'い', dec_end: 'く', detail: '(stem)', steps: [] }),
    ];
    expect(run(rules, '書いて')).toContain('書く:v5k:te-form');
    expect(run(rules, '書いている')).toContain('書く:v5k:progressive');
  });

  it('substitutions fire where the pattern occurs, before any other rule, then rules go on', () => {
    const rules: RawRule[] = [
      { type: 'substitution', con_end: '𠮟', dec_end: '叱', detail: '' },
      rule({
        con_end: 'った',
        dec_end: 'る',
        con_tag: 'stem-past',
        dec_tag: 'v5r',
        steps: ['past'],
      }),
    ];
    expect(run(rules, '𠮟った')).toEqual([
      `𠮟った:${ANY_WORD_CLASS}:`,
      `叱った:${ANY_WORD_CLASS}:`,
      '𠮟る:v5r:past',
      '叱る:v5r:past',
    ]);
    expect(run(rules, '書いた')).toEqual([`書いた:${ANY_WORD_CLASS}:`]);
  });

  it('v1inftrap: a bare stem read as an ichidan verb does not go on through the rule', () => {
    const rules: RawRule[] = [
      rule({
        con_end: '',
        dec_end: 'る',
        con_tag: 'stem-ren',
        dec_tag: 'v1',
        detail: '(masu stem)',
        steps: [],
        final_steps: ['stem'],
      }),
      rule({
        type: 'contextrule',
        contextrule: 'v1inftrap',
        con_end: 'る',
        dec_end: '',
        con_tag: 'v1',
        dec_tag: 'stem-te',
        steps: ['progressive'],
      }),
      rule({
        type: 'neverfinalrule',
        con_end: 'て',
        dec_end: 'る',
        con_tag: 'stem-te',
        dec_tag: 'v1',
        steps: [],
      }),
    ];
    expect(run(rules, '捨て')).toEqual([`捨て:${ANY_WORD_CLASS}:`, '捨てる:v1:stem']);
    expect(run(rules, '見てる')).toContain('見る:v1:progressive');
  });

  it('saspecial: the short causative す does not apply after さ', () => {
    const rules: RawRule[] = [
      rule({
        type: 'contextrule',
        contextrule: 'saspecial',
        con_end: 'す',
        dec_end: '',
        con_tag: 'v5s',
        dec_tag: 'stem-a',
        steps: ['causative'],
      }),
      rule({ con_end: 'ま', dec_end: 'む', con_tag: 'stem-a', dec_tag: 'v5m', steps: [] }),
      rule({ con_end: 'さ', dec_end: 'す', con_tag: 'stem-a', dec_tag: 'v5s', steps: [] }),
    ];
    expect(run(rules, '読ます')).toContain('読む:v5m:causative');
    expect(run(rules, '出さす').filter((r) => r.includes('causative'))).toEqual([]);
  });

  it('keeps one result per (text, word class): the one with the fewest steps', () => {
    const rules = [
      rule({ con_end: 'た', dec_end: 'る', con_tag: 'stem-past', dec_tag: 'v1', steps: ['past'] }),
      rule({
        con_end: 'た',
        dec_end: 'る',
        con_tag: 'stem-past',
        dec_tag: 'v1',
        steps: ['past', 'again'],
      }),
    ];
    expect(run(rules, '見た')).toEqual([`見た:${ANY_WORD_CLASS}:`, '見る:v1:past']);
  });

  it('bounds the search: text grows by at most 10 characters, tags stay within length + 6', () => {
    const rules = [
      rule({ con_end: 'る', dec_end: 'るる', con_tag: 'v1', dec_tag: 'v1', steps: ['grow'] }),
    ];
    // 見見見見る (5 characters): the growth guard stops it after 10 steps.
    const long = run(rules, '見見見見る');
    expect(long.length).toBe(11);
    expect(long.at(-1)).toBe(`見見見見${'る'.repeat(11)}:v1:${Array(10).fill('grow').join('+')}`);
    // 見る (2 characters): a form may carry at most 8 tags, so it stops after 8 steps.
    const short = run(rules, '見る');
    expect(short.length).toBe(9);
    expect(short.at(-1)).toBe(`見${'る'.repeat(9)}:v1:${Array(8).fill('grow').join('+')}`);
  });
});

describe('createDeinflector', () => {
  const ruleSet = compileRuleSet([
    rule({ con_end: 'た', dec_end: 'る', con_tag: 'stem-past', dec_tag: 'v1', steps: ['past'] }),
  ]);

  it('caches results per text', () => {
    const deinflector = createDeinflector(ruleSet, { cacheSize: 1 });
    const first = deinflector.deinflect('見た');
    expect(deinflector.deinflect('見た')).toBe(first);
    deinflector.deinflect('着た'); // 見た is now the old generation
    deinflector.deinflect('似た'); // 着た is, and 見た is dropped
    expect(deinflector.deinflect('見た')).not.toBe(first);
    expect(deinflector.deinflect('見た')).toEqual(first);
  });

  it('works without a cache', () => {
    const deinflector = createDeinflector(ruleSet, { cacheSize: 0 });
    expect(deinflector.deinflect('見た')).toEqual([
      { text: '見た', wordClass: ANY_WORD_CLASS, chain: [] },
      { text: '見る', wordClass: 'v1', chain: ['past'] },
    ]);
  });
});

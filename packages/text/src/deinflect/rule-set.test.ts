import { describe, expect, it } from 'vitest';
import rulesFile from './rules.json';
import { compileRuleSet, RuleSetError } from './rule-set';

const valid = {
  type: 'stdrule',
  dec_end: ['る'],
  con_end: ['た'],
  dec_tag: ['v1'],
  con_tag: ['stem-past'],
  detail: 'past',
  steps: ['past'],
};

function errorOf(file: unknown): string {
  try {
    compileRuleSet(file);
  } catch (error) {
    expect(error).toBeInstanceOf(RuleSetError);
    return (error as Error).message;
  }
  throw new Error('expected a RuleSetError');
}

describe('compileRuleSet', () => {
  it('loads the bundled rules, skipping string comments', () => {
    const ruleSet = compileRuleSet(rulesFile);
    expect(ruleSet.entryCount).toBeGreaterThan(600);
    expect(ruleSet.substitutions.map((e) => [e.conEnd, e.decEnd])).toEqual([['𠮟', '叱']]);
  });

  it('broadcasts one-element lists over the other columns', () => {
    const ruleSet = compileRuleSet([
      'a comment',
      { ...valid, con_end: ['た', 'だ'], dec_end: ['る', 'る'] },
    ]);
    const entries = [...ruleSet.byLastChar.values()].flat();
    expect(entries.map((e) => [e.conEnd, e.decEnd, e.conTag, e.decTag, e.ruleIndex])).toEqual([
      ['た', 'る', 'stem-past', 'v1', 1],
      ['だ', 'る', 'stem-past', 'v1', 1],
    ]);
  });

  it.each([
    [{ not: 'a list' }, 'the file must be a JSON list of rules'],
    [[42], 'deinflection rule 0: must be an object (or a string comment)'],
    [['c', { ...valid, type: 'madeup' }], 'deinflection rule 1: type must be one of'],
    [
      [{ ...valid, con_end: ['た', 'だ', 'て'], dec_end: ['る', 'る'] }],
      'deinflection rule 0: dec_end has 2 entries, expected 1 or 3',
    ],
    [
      [{ ...valid, con_tag: ['5vs'] }],
      'deinflection rule 0: con_tag[0] "5vs" is neither a JMdict word class nor a stem-/form- tag',
    ],
    [[{ ...valid, dec_end: [7] }], 'deinflection rule 0: dec_end[0] must be a string, got 7'],
    [[{ ...valid, con_end: [] }], 'deinflection rule 0: con_end is an empty list'],
    [[{ ...valid, detail: undefined }], 'deinflection rule 0: detail must be a string'],
    [
      [{ ...valid, steps: ['past', ' '] }],
      'deinflection rule 0: steps[1] must be a non-blank label',
    ],
    [[{ ...valid, steps: 'past' }], 'deinflection rule 0: steps must be a list of labels'],
    [
      [{ ...valid, type: 'contextrule', contextrule: 'nope' }],
      'deinflection rule 0: contextrule must be one of v1inftrap, saspecial',
    ],
    [
      [{ ...valid, type: 'rewriterule', con_end: [''] }],
      'deinflection rule 0: con_end[0] of a rewriterule must be the whole text',
    ],
    [
      [{ type: 'substitution', con_end: [''], dec_end: ['x'], detail: '' }],
      'deinflection rule 0: con_end[0] of a substitution must not be empty',
    ],
  ])('reports bad input by rule and field (%#)', (file, message) => {
    expect(errorOf(file)).toContain(message);
  });
});

/**
 * Deinflection: candidate dictionary forms of a conjugated word, with the conjugation chain a
 * learner reads on the word page. `deinflect` uses the bundled rule set (rules.json, see README.md).
 */
import { createDeinflector, type Deinflection } from './engine';
import rulesFile from './rules.json';
import { compileRuleSet } from './rule-set';

export { ANY_WORD_CLASS, createDeinflector, deinflectWith } from './engine';
export type { Deinflection, Deinflector, DeinflectorOptions } from './engine';
export { compileRuleSet, isInternalTag, RuleSetError } from './rule-set';
export type { RawRule, RuleSet } from './rule-set';
export { matchesPartOfSpeech } from './word-class';

/** The bundled rules, checked and indexed once. */
export const defaultRuleSet = compileRuleSet(rulesFile);

const defaultDeinflector = createDeinflector(defaultRuleSet);

/**
 * Candidate dictionary forms of `text` (読ませられなかった → 読む v5m ["causative", "passive",
 * "negative", "past"], …), the text itself first with wordClass ANY_WORD_CLASS and chain [].
 * Keep only candidates whose JMdict entry passes `matchesPartOfSpeech`.
 */
export function deinflect(text: string): readonly Deinflection[] {
  return defaultDeinflector.deinflect(text);
}

/**
 * Reading a deinflection rule file (JL/Nazeka format, extended with chain labels) into a checked,
 * indexed form the engine walks. The file is data: a bad entry is reported by its position and
 * field, never half-loaded.
 */

export const RULE_TYPES = [
  'stdrule',
  'rewriterule',
  'onlyfinalrule',
  'neverfinalrule',
  'contextrule',
  'substitution',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const CONTEXT_RULES = ['v1inftrap', 'saspecial'] as const;
export type ContextRuleName = (typeof CONTEXT_RULES)[number];

/** One rule as written in the file. List fields run in parallel; a one-element list applies to all. */
export interface RawRule {
  type: RuleType;
  contextrule?: ContextRuleName;
  dec_end: string | string[];
  con_end: string | string[];
  dec_tag?: string | string[];
  con_tag?: string | string[];
  /** JL's description. Empty means "internal step": it cannot be the outermost rule. */
  detail: string;
  /** Chain labels this step contributes (dictionary form outward), e.g. ["polite", "past"]. */
  steps?: string[];
  /** Labels when the rule is the outermost step (the word ends in it); defaults to `steps`. */
  final_steps?: string[];
}

/** One (con_end → dec_end) pair of a rule, ready to apply. */
export interface RuleEntry {
  type: RuleType;
  contextRule: ContextRuleName | undefined;
  /** Ending of the conjugated text that this entry removes (食べ*た*). */
  conEnd: string;
  /** Ending it puts back (食べ*る*). */
  decEnd: string;
  /** Tag the text must carry (its last tag) for the entry to apply. */
  conTag: string;
  /** Tag of the text after the entry is applied. */
  decTag: string;
  detail: string;
  steps: readonly string[];
  finalSteps: readonly string[];
  /** Position of the rule in the file (0-based, comments counted), for messages. */
  ruleIndex: number;
}

/** The key of an empty con_end in `RuleSet`'s indices. */
export const NO_ENDING = -1;

export interface RuleSet {
  /**
   * Entries by con_tag, then by the last code unit of con_end (`NO_ENDING` for an empty con_end):
   * a number, so a search does not make a one-character string per form to look it up.
   */
  readonly byTag: ReadonlyMap<string, ReadonlyMap<number, readonly RuleEntry[]>>;
  /** Every non-substitution entry by that code unit: the outermost step ignores tags. */
  readonly byLastChar: ReadonlyMap<number, readonly RuleEntry[]>;
  readonly substitutions: readonly RuleEntry[];
  readonly entryCount: number;
}

/**
 * Tags that name a stage inside a conjugation (連用形 stem, imperative form …), not a dictionary
 * word class. Every other tag must be a JMdict part-of-speech code.
 */
export function isInternalTag(tag: string): boolean {
  return (
    tag.startsWith('stem-') ||
    tag.startsWith('form-') ||
    tag === 'uninflectable' ||
    tag === 'topic-condition'
  );
}

/** JMdict part-of-speech codes a rule may name as a word class. */
export const RULE_WORD_CLASSES: ReadonlySet<string> = new Set([
  'v1',
  'v1-s',
  'v4r',
  'v5aru',
  'v5b',
  'v5g',
  'v5k',
  'v5k-s',
  'v5m',
  'v5n',
  'v5r',
  'v5r-i',
  'v5s',
  'v5t',
  'v5u',
  'v5u-s',
  'vk',
  'vs-c',
  'vs-i',
  'vs-s',
  'vz',
  'adj-i',
  'adj-ix',
  'adj-na',
  'adj-pn',
  'cop',
]);

export class RuleSetError extends Error {
  override name = 'RuleSetError';
}

function fail(ruleIndex: number, message: string): never {
  throw new RuleSetError(`deinflection rule ${ruleIndex}: ${message}`);
}

function stringList(value: unknown, field: string, ruleIndex: number): string[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  if (list.length === 0) fail(ruleIndex, `${field} is an empty list`);
  return list.map((item, i) => {
    if (typeof item !== 'string')
      fail(ruleIndex, `${field}[${i}] must be a string, got ${JSON.stringify(item)}`);
    return item;
  });
}

function labelList(value: unknown, field: string, ruleIndex: number): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) fail(ruleIndex, `${field} must be a list of labels`);
  return (value as unknown[]).map((label, i) => {
    if (typeof label !== 'string' || label.trim() === '')
      fail(ruleIndex, `${field}[${i}] must be a non-blank label, got ${JSON.stringify(label)}`);
    return label;
  });
}

function checkTag(tag: string, field: string, ruleIndex: number, type: RuleType): void {
  if (type === 'substitution') return;
  if (tag === '') fail(ruleIndex, `${field} is empty`);
  if (!isInternalTag(tag) && !RULE_WORD_CLASSES.has(tag))
    fail(ruleIndex, `${field} "${tag}" is neither a JMdict word class nor a stem-/form- tag`);
}

function entriesOf(raw: unknown, ruleIndex: number): RuleEntry[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    fail(ruleIndex, 'must be an object (or a string comment)');
  const rule = raw as Record<string, unknown>;
  const type = rule.type;
  if (typeof type !== 'string' || !(RULE_TYPES as readonly string[]).includes(type))
    fail(ruleIndex, `type must be one of ${RULE_TYPES.join(', ')}, got ${JSON.stringify(type)}`);
  const ruleType = type as RuleType;

  let contextRule: ContextRuleName | undefined;
  if (ruleType === 'contextrule') {
    const name = rule.contextrule;
    if (typeof name !== 'string' || !(CONTEXT_RULES as readonly string[]).includes(name))
      fail(
        ruleIndex,
        `contextrule must be one of ${CONTEXT_RULES.join(', ')}, got ${JSON.stringify(name)}`,
      );
    contextRule = name as ContextRuleName;
  }
  if (typeof rule.detail !== 'string') fail(ruleIndex, 'detail must be a string');
  const detail = rule.detail;
  const steps = labelList(rule.steps, 'steps', ruleIndex) ?? [];
  const finalSteps = labelList(rule.final_steps, 'final_steps', ruleIndex) ?? steps;

  const columns = {
    dec_end: stringList(rule.dec_end, 'dec_end', ruleIndex),
    con_end: stringList(rule.con_end, 'con_end', ruleIndex),
    dec_tag: stringList(rule.dec_tag ?? '', 'dec_tag', ruleIndex),
    con_tag: stringList(rule.con_tag ?? '', 'con_tag', ruleIndex),
  };
  const count = Math.max(...Object.values(columns).map((list) => list.length));
  for (const [field, list] of Object.entries(columns))
    if (list.length !== 1 && list.length !== count)
      fail(ruleIndex, `${field} has ${list.length} entries, expected 1 or ${count}`);
  const at = (list: string[], i: number): string => (list.length === 1 ? list[0]! : list[i]!);

  const entries: RuleEntry[] = [];
  for (let i = 0; i < count; i++) {
    const entry: RuleEntry = {
      type: ruleType,
      contextRule,
      conEnd: at(columns.con_end, i),
      decEnd: at(columns.dec_end, i),
      conTag: at(columns.con_tag, i),
      decTag: at(columns.dec_tag, i),
      detail,
      steps,
      finalSteps,
      ruleIndex,
    };
    checkTag(entry.conTag, `con_tag[${i}]`, ruleIndex, ruleType);
    checkTag(entry.decTag, `dec_tag[${i}]`, ruleIndex, ruleType);
    if (ruleType === 'substitution' && entry.conEnd === '')
      fail(ruleIndex, `con_end[${i}] of a substitution must not be empty`);
    if (ruleType === 'rewriterule' && entry.conEnd === '')
      fail(ruleIndex, `con_end[${i}] of a rewriterule must be the whole text, not empty`);
    entries.push(entry);
  }
  return entries;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Checks a parsed rule file and indexes it. Strings in the top-level list are comments.
 * Throws RuleSetError naming the rule's position and field.
 */
export function compileRuleSet(file: unknown): RuleSet {
  if (!Array.isArray(file))
    throw new RuleSetError('deinflection rules: the file must be a JSON list of rules');
  const byTag = new Map<string, Map<number, RuleEntry[]>>();
  const byLastChar = new Map<number, RuleEntry[]>();
  const substitutions: RuleEntry[] = [];
  let entryCount = 0;
  (file as unknown[]).forEach((raw, ruleIndex) => {
    if (typeof raw === 'string') return;
    for (const entry of entriesOf(raw, ruleIndex)) {
      entryCount++;
      if (entry.type === 'substitution') {
        substitutions.push(entry);
        continue;
      }
      const { conEnd } = entry;
      const lastChar = conEnd === '' ? NO_ENDING : conEnd.charCodeAt(conEnd.length - 1);
      let tagIndex = byTag.get(entry.conTag);
      if (!tagIndex) {
        tagIndex = new Map<number, RuleEntry[]>();
        byTag.set(entry.conTag, tagIndex);
      }
      push(tagIndex, lastChar, entry);
      push(byLastChar, lastChar, entry);
    }
  });
  return { byTag, byLastChar, substitutions, entryCount };
}

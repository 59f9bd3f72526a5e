/**
 * The official JMdict XML (JMdict_e or JMdict_e.gz), streamed through saxes so the 60 MB file is
 * never held whole. JMdict writes entity codes as DTD entity references (`<pos>&v1;</pos>`); each
 * entity declared in the DOCTYPE is mapped to its own name, so the text we read is the code "v1".
 */
import { SaxesParser } from 'saxes';
import { DictionarySourceError, streamSourceText } from './source-files';
import type { SourceBatch, SourceEntry, SourceKanaForm, SourceSense } from './source-entry';

const BATCH_SIZE = 2000;

/** Elements whose text we keep; everything else (xref, lsource, examples, …) is skipped. */
const TEXT_ELEMENTS = new Set([
  'ent_seq',
  'keb',
  'ke_inf',
  'ke_pri',
  'reb',
  're_restr',
  're_inf',
  're_pri',
  'stagk',
  'stagr',
  'pos',
  'field',
  'misc',
  's_inf',
  'dial',
  'gloss',
]);

interface EntryDraft {
  line: number;
  wordId: string | undefined;
  priorityTags: string[];
  kanjiForms: { text: string; info: string[] }[];
  kanaForms: (SourceKanaForm & { noKanji: boolean; restrictions: string[] })[];
  senses: (SourceSense & { hasOwnPos: boolean })[];
}

function emptySense(): EntryDraft['senses'][number] {
  return {
    partsOfSpeech: [],
    misc: [],
    fields: [],
    dialects: [],
    info: [],
    glosses: [],
    restrictedTo: null,
    hasOwnPos: false,
  };
}

function finishEntry(draft: EntryDraft): SourceEntry {
  const where = `entry ${draft.wordId ?? '(no ent_seq)'} (line ${draft.line})`;
  const wordId = Number(draft.wordId);
  if (!draft.wordId || !Number.isInteger(wordId) || wordId <= 0)
    throw new Error(`${where}: ent_seq is missing or not a positive integer`);
  if (draft.kanaForms.length === 0) throw new Error(`${where}: has no reading (r_ele/reb)`);
  for (const form of [...draft.kanjiForms, ...draft.kanaForms])
    if (!form.text) throw new Error(`${where}: has an empty keb or reb`);

  const kanjiTexts = new Set(draft.kanjiForms.map((form) => form.text));
  const kanaForms = draft.kanaForms.map(({ noKanji, restrictions, ...form }): SourceKanaForm => {
    for (const kanji of restrictions)
      if (!kanjiTexts.has(kanji))
        throw new Error(`${where}: re_restr "${kanji}" of ${form.text} is not a kanji form`);
    const restrictedTo = noKanji ? [] : restrictions.length > 0 ? restrictions : null;
    return { ...form, restrictedTo };
  });

  const formTexts = new Set([...kanjiTexts, ...kanaForms.map((form) => form.text)]);
  // JMdict gives a sense's pos only when it changes: a sense without <pos> keeps the previous one.
  let previousPos: string[] = [];
  const senses: SourceSense[] = [];
  for (const { hasOwnPos, ...sense } of draft.senses) {
    const partsOfSpeech = hasOwnPos ? sense.partsOfSpeech : previousPos;
    previousPos = partsOfSpeech;
    for (const text of sense.restrictedTo ?? [])
      if (!formTexts.has(text))
        throw new Error(`${where}: stagk/stagr "${text}" is not a form of the entry`);
    // The multilingual JMdict has senses without English glosses; this dictionary is English.
    if (sense.glosses.length > 0) senses.push({ ...sense, partsOfSpeech });
  }
  if (senses.length === 0) throw new Error(`${where}: has no sense with an English gloss`);

  return {
    wordId,
    priorityTags: [...new Set(draft.priorityTags)],
    kanjiForms: draft.kanjiForms,
    kanaForms,
    senses,
  };
}

/** Streams the entries of a JMdict XML file in batches; errors name the file, entry and line. */
export async function* readJmdictXml(
  file: string,
  onBytesRead?: (bytesRead: number, totalBytes: number) => void,
): AsyncGenerator<SourceBatch> {
  const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  let entries: SourceEntry[] = [];
  let draft: EntryDraft | undefined;
  let text: string | undefined;
  let glossIsEnglish = true;
  let sawEntry = false;
  let lastWordId: number | undefined;

  parser.on('doctype', (doctype) => {
    for (const match of doctype.matchAll(/<!ENTITY\s+([^\s%]+)\s+["'][^"']*["']\s*>/g)) {
      const name = match[1]!;
      parser.ENTITIES[name] = name;
    }
  });

  parser.on('opentag', (tag) => {
    const name = tag.name;
    if (name === 'entry') {
      draft = {
        line: parser.line,
        wordId: undefined,
        priorityTags: [],
        kanjiForms: [],
        kanaForms: [],
        senses: [],
      };
      sawEntry = true;
      return;
    }
    if (!draft) return;
    if (name === 'k_ele') draft.kanjiForms.push({ text: '', info: [] });
    else if (name === 'r_ele')
      draft.kanaForms.push({
        text: '',
        info: [],
        restrictedTo: null,
        noKanji: false,
        restrictions: [],
      });
    else if (name === 'sense') draft.senses.push(emptySense());
    else if (name === 're_nokanji') {
      const form = draft.kanaForms.at(-1);
      if (form) form.noKanji = true;
    }
    if (TEXT_ELEMENTS.has(name)) {
      text = '';
      if (name === 'gloss') {
        const lang = tag.attributes['xml:lang'];
        glossIsEnglish = lang === undefined || lang === 'eng';
      }
    }
  });

  parser.on('text', (chunk) => {
    if (text !== undefined) text += chunk;
  });

  parser.on('closetag', (tag) => {
    const name = tag.name;
    if (!draft) return;
    if (name === 'entry') {
      const entry = finishEntry(draft);
      entries.push(entry);
      lastWordId = entry.wordId;
      draft = undefined;
      return;
    }
    if (text === undefined) return;
    const value = text.trim();
    text = undefined;
    const kanji = draft.kanjiForms.at(-1);
    const kana = draft.kanaForms.at(-1);
    const sense = draft.senses.at(-1);
    switch (name) {
      case 'ent_seq':
        draft.wordId = value;
        break;
      case 'keb':
        if (kanji) kanji.text = value;
        break;
      case 'ke_inf':
        kanji?.info.push(value);
        break;
      case 'reb':
        if (kana) kana.text = value;
        break;
      case 're_inf':
        kana?.info.push(value);
        break;
      case 're_restr':
        kana?.restrictions.push(value);
        break;
      case 'ke_pri':
      case 're_pri':
        draft.priorityTags.push(value);
        break;
      case 'stagk':
      case 'stagr':
        if (sense) sense.restrictedTo = [...(sense.restrictedTo ?? []), value];
        break;
      case 'pos':
        if (sense) {
          sense.partsOfSpeech.push(value);
          sense.hasOwnPos = true;
        }
        break;
      case 'field':
        sense?.fields.push(value);
        break;
      case 'misc':
        sense?.misc.push(value);
        break;
      case 'dial':
        sense?.dialects.push(value);
        break;
      case 's_inf':
        sense?.info.push(value);
        break;
      case 'gloss':
        if (glossIsEnglish) sense?.glosses.push(value);
        break;
    }
  });

  const fail = (error: unknown): never => {
    const after = lastWordId === undefined ? '' : ` (after entry ${lastWordId})`;
    const detail =
      error instanceof DictionarySourceError
        ? error.detail
        : error instanceof Error
          ? error.message
          : String(error);
    throw new DictionarySourceError(file, `${detail}${after}`);
  };

  try {
    for await (const chunk of streamSourceText(file, onBytesRead)) {
      parser.write(chunk);
      if (entries.length >= BATCH_SIZE) {
        yield { file, entries };
        entries = [];
      }
    }
    parser.close();
  } catch (error) {
    fail(error);
  }
  if (draft) fail(new Error(`ends inside entry ${draft.wordId ?? '?'} (truncated?)`));
  if (!sawEntry) fail(new Error('contains no <entry> (is it a JMdict file?)'));
  if (entries.length > 0) yield { file, entries };
}

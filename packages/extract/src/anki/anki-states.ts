/**
 * From an Anki collection to words with the state Anki's scheduling gives them (issue 20 §4):
 * suspended cards (queue -1) → suspended; cards never studied → new (the import skips them);
 * cards in learning or relearning, or with an interval under 21 days → young; an interval of
 * 21 days or more → mature (Anki's own "mature" threshold). Pure.
 */
import { Parser } from 'htmlparser2';
import type { AnkiCard, AnkiCollection, AnkiNote } from './anki-collection';

export type AnkiWordState = 'new' | 'young' | 'mature' | 'suspended';

/** Anki calls a review card mature from this interval (days) on. */
export const ANKI_MATURE_INTERVAL_DAYS = 21;

/** When a note or a word gets several states, the one studied furthest wins. */
const PRIORITY: Record<AnkiWordState, number> = { new: 0, suspended: 1, young: 2, mature: 3 };

export function strongerState(a: AnkiWordState, b: AnkiWordState): AnkiWordState {
  return PRIORITY[b] > PRIORITY[a] ? b : a;
}

const QUEUE_SUSPENDED = -1;
const QUEUE_LEARNING = 1;
const QUEUE_DAY_LEARNING = 3;
const TYPE_NEW = 0;
const TYPE_LEARNING = 1;
const TYPE_RELEARNING = 3;

export function ankiCardState(card: AnkiCard): AnkiWordState {
  if (card.queue === QUEUE_SUSPENDED) return 'suspended';
  // A buried or previewed card keeps its type: type 0 is a card never answered.
  if (card.type === TYPE_NEW) return 'new';
  if (
    card.queue === QUEUE_LEARNING ||
    card.queue === QUEUE_DAY_LEARNING ||
    card.type === TYPE_LEARNING ||
    card.type === TYPE_RELEARNING
  )
    return 'young';
  return card.ivl >= ANKI_MATURE_INTERVAL_DAYS ? 'mature' : 'young';
}

/**
 * A note's state from its cards (a vocabulary note often has a recognition and a production
 * card): the card studied furthest decides, so one suspended card does not hide a mature one.
 */
export function ankiNoteState(note: Pick<AnkiNote, 'cards'>): AnkiWordState {
  return note.cards.map(ankiCardState).reduce(strongerState, 'new' as AnkiWordState);
}

const HIDDEN_ELEMENTS = new Set(['rt', 'rp', 'script', 'style']);
const BREAKING_ELEMENTS = new Set(['br', 'div', 'p', 'li', 'tr']);

/**
 * The plain text of a field: HTML tags and entities resolved, ruby readings (<rt>) and Anki's
 * `[sound:…]` tags dropped, and Anki's furigana syntax ` 漢字[かんじ]` reduced to 漢字.
 */
export function ankiFieldText(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN_ELEMENTS.has(name)) hidden++;
        if (BREAKING_ELEMENTS.has(name)) text += ' ';
      },
      onclosetag(name) {
        if (HIDDEN_ELEMENTS.has(name)) hidden = Math.max(0, hidden - 1);
      },
      ontext(data) {
        if (hidden === 0) text += data;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text
    .replace(/\[sound:[^\]]*\]/g, ' ')
    .replace(/ ?([^\s[\]]+?)\[[^\]]*\]/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface AnkiNoteWord {
  /** The chosen field's plain text. */
  text: string;
  state: AnkiWordState;
}

export interface AnkiSelection {
  /** Notes of the chosen type. */
  notes: number;
  /** Those notes by state. */
  counts: Record<AnkiWordState, number>;
  /** Notes whose field is empty once HTML and readings are gone. */
  emptyFields: number;
  /** One entry per distinct field text that is not new, with its strongest state. */
  words: AnkiNoteWord[];
}

/** The notes of one note type: their state counts and the chosen field's words (new ones left out). */
export function selectAnkiWords(
  collection: AnkiCollection,
  noteTypeId: number,
  fieldIndex: number,
): AnkiSelection {
  const counts: Record<AnkiWordState, number> = { new: 0, young: 0, mature: 0, suspended: 0 };
  const byText = new Map<string, AnkiWordState>();
  let notes = 0;
  let emptyFields = 0;
  for (const note of collection.notes) {
    if (note.noteTypeId !== noteTypeId) continue;
    notes++;
    const state = ankiNoteState(note);
    counts[state]++;
    const text = ankiFieldText(note.fields[fieldIndex] ?? '');
    if (text === '') {
      emptyFields++;
      continue;
    }
    if (state === 'new') continue;
    byText.set(text, strongerState(byText.get(text) ?? 'new', state));
  }
  return {
    notes,
    counts,
    emptyFields,
    words: [...byText].map(([text, state]) => ({ text, state })),
  };
}

/** How many notes each note type has. */
export function countNotesByType(collection: AnkiCollection): Map<number, number> {
  const counts = new Map<number, number>();
  for (const note of collection.notes)
    counts.set(note.noteTypeId, (counts.get(note.noteTypeId) ?? 0) + 1);
  return counts;
}

/**
 * The legacy collection schema (version 11) that every Anki release still imports from an
 * `.apkg`'s `collection.anki2`; copied from Anki's `schema11.sql`.
 */
export const collectionSchemaSql = `
CREATE TABLE col (
  id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null,
  conf text not null, models text not null, decks text not null, dconf text not null,
  tags text not null
);
CREATE TABLE notes (
  id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null,
  csum integer not null, flags integer not null, data text not null
);
CREATE TABLE cards (
  id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null,
  due integer not null, ivl integer not null, factor integer not null, reps integer not null,
  lapses integer not null, left integer not null, odue integer not null, odid integer not null,
  flags integer not null, data text not null
);
CREATE TABLE revlog (
  id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null
);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
`;

/** Anki's indexes; created after the rows are in, which is faster than updating them per row. */
export const collectionIndexesSql = `
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

export const collectionSchemaVersion = 11;

/** Anki's default collection settings (`col.conf`). */
export function collectionConfJson(deckId: number, noteTypeId: number) {
  return {
    activeDecks: [deckId],
    curDeck: deckId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: noteTypeId,
    nextPos: 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    newBury: true,
  };
}

function deckJson(id: number, name: string, description: string, modifiedSeconds: number) {
  return {
    id,
    name,
    desc: description,
    mod: modifiedSeconds,
    usn: -1,
    conf: 1,
    dyn: 0,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

/** `col.decks`: Anki's Default deck (id 1, always present) and the downloaded deck. */
export function collectionDecksJson(
  deckId: number,
  name: string,
  description: string,
  modifiedSeconds: number,
) {
  return {
    '1': deckJson(1, 'Default', '', modifiedSeconds),
    [String(deckId)]: deckJson(deckId, name, description, modifiedSeconds),
  };
}

/** `col.dconf`: Anki's default deck options group (id 1). */
export function collectionDeckConfigJson(modifiedSeconds: number) {
  return {
    '1': {
      id: 1,
      name: 'Default',
      mod: modifiedSeconds,
      usn: -1,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: {
        bury: true,
        delays: [1, 10],
        initialFactor: 2500,
        ints: [1, 4, 7],
        order: 1,
        perDay: 20,
        separate: true,
      },
      lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
      rev: {
        bury: true,
        ease4: 1.3,
        fuzz: 0.05,
        ivlFct: 1,
        maxIvl: 36500,
        minSpace: 1,
        perDay: 100,
      },
    },
  };
}

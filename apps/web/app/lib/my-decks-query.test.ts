import { describe, expect, it } from 'vitest';
import { myDecksParams, myDecksUpdate, myDecksView } from './my-decks-query';

const params = (query: string) => myDecksParams(new URLSearchParams(query));

describe('my decks in the URL', () => {
  it('reads one view from the URL, ignoring unknown values', () => {
    expect(params('')).toEqual({});
    expect(params('mine=1')).toEqual({ mine: '1' });
    expect(params('favourite=1')).toEqual({ favourite: '1' });
    expect(params('deckStatus=in-progress')).toEqual({ deckStatus: 'in-progress' });
    expect(params('deckStatus=reading')).toEqual({});
    expect(params('mine=yes')).toEqual({});
    expect(params('deckStatus=dropped&mine=1')).toEqual({ deckStatus: 'dropped' });
  });

  it('round-trips every view', () => {
    for (const view of ['all', 'mine', 'favourite', 'planned', 'completed'] as const) {
      const update = myDecksUpdate(view);
      const query = new URLSearchParams(
        Object.entries(update).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      expect(myDecksView(myDecksParams(query))).toBe(view);
    }
    expect(myDecksUpdate('all')).toEqual({
      mine: undefined,
      favourite: undefined,
      deckStatus: undefined,
    });
  });
});

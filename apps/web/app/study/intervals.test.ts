import { describe, expect, it } from 'vitest';
import { formatInterval, studyKeyAction } from './intervals';

const now = Date.parse('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('formatInterval', () => {
  it('says minutes, hours, days, months and years', () => {
    expect(formatInterval(at(0), now)).toBe('1m');
    expect(formatInterval(at(10 * 60_000), now)).toBe('10m');
    expect(formatInterval(at(5 * 3_600_000), now)).toBe('5h');
    expect(formatInterval(at(3 * 86_400_000), now)).toBe('3d');
    expect(formatInterval(at(45 * 86_400_000), now)).toBe('1.5mo');
    expect(formatInterval(at(730 * 86_400_000), now)).toBe('2y');
    // An overdue card is due "now", never a negative span.
    expect(formatInterval(at(-86_400_000), now)).toBe('1m');
  });
});

describe('studyKeyAction', () => {
  it('reveals with space, rates 1–4 only once revealed, undoes with u', () => {
    expect(studyKeyAction(' ', false)).toEqual({ kind: 'reveal' });
    expect(studyKeyAction('3', false)).toBeUndefined();
    expect(studyKeyAction('3', true)).toEqual({ kind: 'rate', rating: 3 });
    expect(studyKeyAction('5', true)).toBeUndefined();
    expect(studyKeyAction('u', false)).toEqual({ kind: 'undo' });
    expect(studyKeyAction('x', true)).toBeUndefined();
  });
});

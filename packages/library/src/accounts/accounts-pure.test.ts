import { describe, expect, it } from 'vitest';
import { AccountError } from './account-error';
import { ankiNoteWords } from './anki-notes';
import { createJwtService } from './jwt';
import { formsToMark } from './known-words';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { hashPassword, passwordProblems, verifyPassword } from './password';

describe('passwords', () => {
  it('lists every rule a password breaks', () => {
    expect(passwordProblems('Abcdefghi1')).toEqual([]);
    expect(passwordProblems('abc')).toEqual([
      'Must be at least 10 characters long',
      'Must contain a digit',
      'Must contain an upper-case letter',
    ]);
    expect(passwordProblems('ABCDEFGHIJ1')).toEqual(['Must contain a lower-case letter']);
  });

  it('hashes with Argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Correct-horse-42');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Correct-horse-42')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-42')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct-horse-42')).toBe(false);
  });
});

describe('opaque tokens', () => {
  it('are random, URL-safe and stored as a SHA-256 that differs from the token', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(token);
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
  });
});

describe('access tokens', () => {
  const jwt = createJwtService({
    secret: 'x'.repeat(32),
    issuer: 'goi',
    audience: 'goi',
    accessTokenSeconds: 3600,
  });
  const claims = { userId: 'u1', roles: ['User'], stamp: 's1' };

  it('round-trip, and an expired one is read only when allowed', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await jwt.signAccessToken(claims, issued);
    const inside = new Date('2026-01-01T00:59:59Z');
    expect(await jwt.verifyAccessToken(token, { now: inside })).toEqual({
      ...claims,
      expired: false,
    });
    const after = new Date('2026-01-01T01:00:01Z');
    await expect(jwt.verifyAccessToken(token, { now: after })).rejects.toThrow(
      'Access token expired',
    );
    expect(await jwt.verifyAccessToken(token, { now: after, allowExpired: true })).toEqual({
      ...claims,
      expired: true,
    });
  });

  it('keeps a checked token only for its exact text and only until its expiry', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await jwt.signAccessToken(claims, issued);
    const inside = new Date('2026-01-01T00:30:00Z');
    for (let i = 0; i < 2; i++)
      expect(await jwt.verifyAccessToken(token, { now: inside })).toEqual({
        ...claims,
        expired: false,
      });
    // Another signature on the same header and claims: checked, and refused.
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    await expect(jwt.verifyAccessToken(forged, { now: inside })).rejects.toThrow(
      'Invalid access token',
    );
    // At its expiry second it has expired, kept or not (jose: exp <= now).
    await expect(
      jwt.verifyAccessToken(token, { now: new Date('2026-01-01T01:00:00Z') }),
    ).rejects.toThrow('Access token expired');
    // Another key never finds it among its own.
    const other = createJwtService({
      secret: 'y'.repeat(32),
      issuer: 'goi',
      audience: 'goi',
      accessTokenSeconds: 3600,
    });
    await expect(other.verifyAccessToken(token, { now: inside })).rejects.toThrow(
      'Invalid access token',
    );
  });

  it('refuses a short secret and a registration draft used as an access token', async () => {
    expect(() =>
      createJwtService({ secret: 'short', issuer: 'i', audience: 'a', accessTokenSeconds: 1 }),
    ).toThrow('at least 32 characters');
    const draft = await jwt.signGoogleDraft(
      { email: 'a@example.com', name: 'A', picture: null },
      new Date(),
    );
    await expect(jwt.verifyAccessToken(draft)).rejects.toBeInstanceOf(AccountError);
    expect(await jwt.verifyGoogleDraft(draft)).toEqual({
      email: 'a@example.com',
      name: 'A',
      picture: null,
    });
  });
});

describe('ankiNoteWords', () => {
  it('skips headers and cuts each line at its first tab, else its first comma', () => {
    const text = '\uFEFF#separator:tab\n#html:false\n食べる\tto eat, consume\n猫,cat\n犬\r\n\n';
    expect(ankiNoteWords(text)).toEqual({ words: ['食べる', '猫', '犬'], skippedLong: 0 });
  });

  it('skips first fields longer than 25 characters and refuses more than 50,000 lines', () => {
    expect(ankiNoteWords(`${'あ'.repeat(26)}\tx\n${'あ'.repeat(25)}`)).toEqual({
      words: ['あ'.repeat(25)],
      skippedLong: 1,
    });
    expect(() => ankiNoteWords('猫\n'.repeat(50_000))).toThrow(
      'The file has 50001 lines; at most 50000 are accepted',
    );
  });
});

describe('formsToMark', () => {
  // 日本: 日本 (kanji 0), 日本 (kanji 1, obscure), にほん (kana 2, only for 0), にっぽん (kana 3).
  const forms = [
    { wordId: 1, readingIndex: 0, formType: 0, appliesTo: null },
    { wordId: 1, readingIndex: 1, formType: 0, appliesTo: null },
    { wordId: 1, readingIndex: 2, formType: 1, appliesTo: '[0]' },
    { wordId: 1, readingIndex: 3, formType: 1, appliesTo: null },
  ];

  it('adds the first kana form that may be read with the kanji form', () => {
    expect(formsToMark(forms, 0)).toEqual([
      { wordId: 1, readingIndex: 0 },
      { wordId: 1, readingIndex: 2 },
    ]);
    expect(formsToMark(forms, 1)).toEqual([
      { wordId: 1, readingIndex: 1 },
      { wordId: 1, readingIndex: 3 },
    ]);
  });

  it('marks a kana form alone, and nothing for a reading that does not exist', () => {
    expect(formsToMark(forms, 3)).toEqual([{ wordId: 1, readingIndex: 3 }]);
    expect(formsToMark(forms, 9)).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codeForDescription, entityLabel, isEntityCode, JMDICT_ENTITIES } from './entities';

const packDir = path.resolve(import.meta.dirname, '../../../../data/jmdict-derived-nihonjindes');

describe('JMdict entities', () => {
  it('maps descriptions to codes and codes to labels', () => {
    expect(codeForDescription('pos', 'Ichidan verb')).toBe('v1');
    expect(codeForDescription('pos', 'noun (common) (futsuumeishi)')).toBe('n');
    expect(codeForDescription('pos', 'transitive verb')).toBe('vt');
    expect(codeForDescription('misc', 'word usually written using kana alone')).toBe('uk');
    expect(codeForDescription('field', 'food, cooking')).toBe('food');
    expect(codeForDescription('dial', 'Kansai-ben')).toBe('ksb');
    expect(codeForDescription('keInf', 'search-only kanji form')).toBe('sK');
    expect(codeForDescription('reInf', 'search-only kana form')).toBe('sk');
    expect(entityLabel('adj-i')).toBe('adjective (keiyoushi)');
    expect(entityLabel('v5k-s')).toBe('Godan verb - Iku/Yuku special class');
  });

  it('does not map a description across categories or an unknown one', () => {
    expect(codeForDescription('misc', 'Ichidan verb')).toBeUndefined();
    expect(codeForDescription('pos', 'Ichidan verbs')).toBeUndefined();
    expect(entityLabel('no-such-code')).toBeUndefined();
    expect(isEntityCode('pos', 'v1')).toBe(true);
    expect(isEntityCode('pos', 'uk')).toBe(false);
  });

  it('has one description per code within each category', () => {
    for (const table of Object.values(JMDICT_ENTITIES)) {
      const descriptions = Object.values(table);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it('maps every description found in the vendored packs to a code', () => {
    const categories = { pos: 'pos', misc: 'misc', field: 'field', dial: 'dial' } as const;
    const unmapped = new Set<string>();
    let senses = 0;
    for (const name of fs.readdirSync(packDir).filter((file) => file.startsWith('words_'))) {
      const pack = JSON.parse(
        zlib.gunzipSync(fs.readFileSync(path.join(packDir, name))).toString('utf8'),
      ) as { entries: { senses: Record<keyof typeof categories, string[]>[] }[] };
      for (const entry of pack.entries) {
        for (const sense of entry.senses) {
          senses += 1;
          for (const [key, category] of Object.entries(categories)) {
            for (const description of sense[key as keyof typeof categories])
              if (codeForDescription(category, description) === undefined)
                unmapped.add(`${category}: ${description}`);
          }
        }
      }
    }
    expect(senses).toBeGreaterThan(200_000);
    expect([...unmapped]).toEqual([]);
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import { SLAB_BYTES, TemplateSlabs, type SlabPlace } from './template-slabs';

const filled = (slabs: TemplateSlabs, length: number, byte: number): SlabPlace => {
  const { slab, start } = slabs.allocate(length);
  slab.fill(byte, start, start + length);
  return { slab, start, end: start + length };
};
const bytesOf = (place: SlabPlace) => [...place.slab.subarray(place.start, place.end)];

describe('TemplateSlabs', () => {
  it('hands out room one piece after another, a new slab when one is full', () => {
    const slabs = new TemplateSlabs();
    const a = filled(slabs, 1000, 1);
    const b = filled(slabs, 500, 2);
    expect(b.slab).toBe(a.slab);
    expect(b.start).toBe(a.end);
    expect(slabs.allocated).toBe(SLAB_BYTES);
    // Fill the slab to within 1,000 bytes of its end: the next 1,000 do not fit.
    while (SLAB_BYTES - filled(slabs, 1000, 3).end >= 1000);
    expect(slabs.allocated).toBe(SLAB_BYTES);
    const c = filled(slabs, 1000, 3);
    expect(c.slab).not.toBe(a.slab);
    expect([c.start, slabs.allocated]).toEqual([0, 2 * SLAB_BYTES]);
    // A piece of more than a quarter slab gets its own buffer; the slab being filled stays.
    const big = filled(slabs, SLAB_BYTES / 2, 4);
    expect(big.slab.length).toBe(SLAB_BYTES / 2);
    expect(filled(slabs, 10, 5).slab).toBe(c.slab);
    expect(bytesOf(a)).toEqual(new Array(1000).fill(1));
  });

  it('says when the dead space is worth compacting, and compacting keeps every byte', () => {
    const slabs = new TemplateSlabs();
    const places = Array.from({ length: 3000 }, (_, i) => filled(slabs, 1000, i % 251));
    // 3 MB live in 3 slabs: nothing to give back.
    expect(slabs.needsCompaction(3000 * 1000)).toBe(false);
    // Only a third of them still used: 1 MB live in 3 MiB of slabs.
    const live = places.filter((_, i) => i % 3 === 0);
    expect(slabs.needsCompaction(live.length * 1000)).toBe(true);
    const before = live.map(bytesOf);
    const deltas: number[] = [];
    slabs.compact(live, (_, delta) => deltas.push(delta));
    expect(live.map(bytesOf)).toEqual(before);
    expect(slabs.allocated).toBe(SLAB_BYTES);
    expect(new Set(live.map((place) => place.slab)).size).toBe(1);
    expect(deltas).toHaveLength(live.length);
    expect(slabs.needsCompaction(live.length * 1000)).toBe(false);
    // Pieces written after a compaction go after the moved ones.
    const next = filled(slabs, 10, 9);
    expect(next.start).toBe(live.at(-1)!.end);
  });
});

/**
 * Where the word templates' bytes live: 1 MiB slabs filled one template after another, a
 * template being a slab, a start and an end (word-json-cache.ts). A vocabulary page copies 100
 * templates drawn from ~160,000; with one `Uint8Array` each, every word meant reaching a
 * typed-array object and its array buffer before the bytes, all three far apart in memory, and
 * the collector had 160,000 array buffers to track. A `node` micro-benchmark of 163,000
 * templates, 100 random ones copied per page: 118 µs a page with a buffer each, 98 µs from slabs.
 *
 * Nothing is freed in a slab: a template written again (another rank table) or dropped from
 * the cache leaves its old bytes behind, and a slab goes when no template points into it any
 * more. `compact` copies the live templates into fresh slabs when the slabs hold too much dead
 * space (the cache decides when: `needsCompaction`).
 */
export const SLAB_BYTES = 1024 * 1024;
/** A template larger than this gets a buffer of its own (none is near it: ~1 kB is usual). */
const OWN_BUFFER_BYTES = SLAB_BYTES / 4;

/** Where a template's bytes are. */
export interface SlabPlace {
  slab: Uint8Array;
  start: number;
  end: number;
}

export class TemplateSlabs {
  private slab = new Uint8Array(0);
  private at = 0;
  /** Bytes of the slabs (and own buffers) handed out since the last compaction. */
  allocated = 0;

  /** Room for `length` bytes: the slab, and where they start in it. */
  allocate(length: number): { slab: Uint8Array; start: number } {
    if (length > OWN_BUFFER_BYTES) {
      this.allocated += length;
      return { slab: new Uint8Array(length), start: 0 };
    }
    if (this.at + length > this.slab.length) {
      this.slab = new Uint8Array(SLAB_BYTES);
      this.at = 0;
      this.allocated += SLAB_BYTES;
    }
    const start = this.at;
    this.at += length;
    return { slab: this.slab, start };
  }

  /**
   * Whether the slabs hold more than half again the live bytes, plus a slab (the one being
   * filled): the dead space compaction would give back.
   */
  needsCompaction(liveBytes: number): boolean {
    return this.allocated > 1.5 * liveBytes + SLAB_BYTES;
  }

  /**
   * Copies each place's bytes into fresh slabs, one after another, and moves the place there
   * (`moved` tells the owner how far, to move what else points into its bytes). The old slabs
   * are left to the collector.
   */
  compact<P extends SlabPlace>(places: Iterable<P>, moved?: (place: P, delta: number) => void) {
    this.slab = new Uint8Array(0);
    this.at = 0;
    this.allocated = 0;
    for (const place of places) {
      const length = place.end - place.start;
      if (length === 0) continue;
      const { slab, start } = this.allocate(length);
      slab.set(place.slab.subarray(place.start, place.end), start);
      const delta = start - place.start;
      place.slab = slab;
      place.start = start;
      place.end = start + length;
      moved?.(place, delta);
    }
  }
}

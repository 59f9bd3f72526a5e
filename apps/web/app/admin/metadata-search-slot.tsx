/**
 * THE SLOT for the "search metadata" panel of "Add media" (reference §9.1 step 4; issue 19, the
 * providers helper). The page renders `<MetadataSearchSlot>` between the files and the titles and
 * applies what `onPick` returns to its fields (`applyMetadata` in dashboard-add-media.tsx). The
 * providers helper replaces the body of this component with the search panel; the props stay.
 */
import type { Metadata } from './admin-types';

export interface MetadataSearchSlotProps {
  /** The chosen media type (decides which providers fit). */
  mediaType: number;
  /** What to search for first: the original title, seeded from the main file's name. */
  query: string;
  /** Fills titles, date, description, cover, links and aliases from a result. */
  onPick: (metadata: Metadata) => void;
}

export function MetadataSearchSlot(_props: MetadataSearchSlotProps) {
  return null;
}

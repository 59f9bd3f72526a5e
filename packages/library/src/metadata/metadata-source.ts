/** The one interface every metadata provider implements. */
import type { Metadata, MetadataKind, ProviderId } from '@goi/contracts';

export interface MetadataSource {
  readonly id: ProviderId;
  readonly name: string;
  /** What it searches, the first being the default. */
  readonly kinds: readonly MetadataKind[];
  /** False when a required key is missing; search and byId then throw `not-configured`. */
  readonly configured: boolean;
  search(query: string, kind: MetadataKind): Promise<Metadata[]>;
  byId(id: string): Promise<Metadata>;
}

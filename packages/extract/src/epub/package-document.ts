import { resolveHref } from './resolve-href';
import { attribute, child, children, parseXml } from './xml';

export interface ManifestItem {
  id: string;
  /** Archive path of the resource. */
  path: string;
  /** The reference as the OPF writes it, for messages. */
  href: string;
  mediaType: string;
  properties: string[];
}

export interface SpineItem {
  idref: string;
  /** `linear="no"`: outside the reading order (pop-up notes, answer keys, a cover page). */
  linear: boolean;
}

export interface PackageDocument {
  manifest: Map<string, ManifestItem>;
  spine: SpineItem[];
  /** The manifest id of the EPUB 2 NCX table of contents. */
  ncxId?: string;
  /** Archive path → EPUB 2 guide types (`cover`, `toc`, `title-page`, `text`, …). */
  guide: Map<string, string[]>;
}

/** A problem with the package document, said for the user; the caller names the files. */
export class PackageError extends Error {}

export function readPackageDocument(opfPath: string, xml: string): PackageDocument {
  const root = child(parseXml(xml), 'package');
  if (!root) throw new PackageError('it is not an EPUB package document (no <package> element)');

  const manifest = new Map<string, ManifestItem>();
  for (const item of children(child(root, 'manifest'), 'item')) {
    const id = attribute(item, 'id');
    const href = attribute(item, 'href');
    if (!id || !href) continue;
    manifest.set(id, {
      id,
      href,
      path: resolveHref(opfPath, href),
      mediaType: attribute(item, 'media-type') ?? '',
      properties: (attribute(item, 'properties') ?? '').split(/\s+/).filter((p) => p !== ''),
    });
  }

  const spineNode = child(root, 'spine');
  if (!spineNode) throw new PackageError('it has no <spine>, so the reading order is unknown');
  const spine = children(spineNode, 'itemref').flatMap((itemref) => {
    const idref = attribute(itemref, 'idref');
    return idref ? [{ idref, linear: attribute(itemref, 'linear') !== 'no' }] : [];
  });

  const guide = new Map<string, string[]>();
  for (const reference of children(child(root, 'guide'), 'reference')) {
    const href = attribute(reference, 'href');
    const type = attribute(reference, 'type');
    if (!href || !type) continue;
    const path = resolveHref(opfPath, href);
    guide.set(path, [...(guide.get(path) ?? []), type.toLowerCase()]);
  }

  const ncxId = attribute(spineNode, 'toc');
  return ncxId ? { manifest, spine, guide, ncxId } : { manifest, spine, guide };
}

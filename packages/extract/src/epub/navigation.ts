import { Parser } from 'htmlparser2';
import { resolveHref } from './resolve-href';
import { attribute, child, children, parseXml, textOf, type XmlNode } from './xml';

export interface Navigation {
  /** Archive path → the first table-of-contents label that points into it. */
  labels: Map<string, string>;
  /** Archive path → its landmark types (`cover`, `toc`, `bodymatter`, …). */
  landmarks: Map<string, string[]>;
}

export function emptyNavigation(): Navigation {
  return { labels: new Map(), landmarks: new Map() };
}

/**
 * Reads an EPUB 3 navigation document: the `toc` nav gives chapter titles, the `landmarks` nav
 * says which documents are the cover, the table of contents, the copyright page and so on.
 */
export function readNavDocument(navPath: string, html: string, into: Navigation): void {
  let navType: string | undefined;
  let navDepth = 0;
  let anchor: { href: string; type: string | undefined; text: string } | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'nav') {
          navDepth++;
          if (navDepth === 1)
            navType = epubTypes(attributes).find((type) => type === 'toc' || type === 'landmarks');
        }
        if (name === 'a' && navType && attributes.href) {
          anchor = { href: attributes.href, type: epubTypes(attributes)[0], text: '' };
        }
      },
      ontext(text) {
        if (anchor) anchor.text += text;
      },
      onclosetag(name) {
        if (name === 'a' && anchor) {
          const path = resolveHref(navPath, anchor.href);
          const label = collapseLabel(anchor.text);
          if (navType === 'toc' && label !== '' && !into.labels.has(path))
            into.labels.set(path, label);
          if (navType === 'landmarks' && anchor.type) {
            into.landmarks.set(path, [...(into.landmarks.get(path) ?? []), anchor.type]);
          }
          anchor = undefined;
        }
        if (name === 'nav') {
          navDepth = Math.max(0, navDepth - 1);
          if (navDepth === 0) navType = undefined;
        }
      },
    },
    {
      decodeEntities: true,
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
      recognizeSelfClosing: true,
    },
  );
  parser.write(html);
  parser.end();
}

/** Reads an EPUB 2 NCX table of contents: `navPoint` → `navLabel/text` and `content@src`. */
export function readNcx(ncxPath: string, xml: string, into: Navigation): void {
  const visit = (points: XmlNode[]): void => {
    for (const point of points) {
      const label = collapseLabel(textOf(child(point, 'navLabel')?.text));
      const src = attribute(child(point, 'content'), 'src');
      if (src && label !== '') {
        const path = resolveHref(ncxPath, src);
        if (!into.labels.has(path)) into.labels.set(path, label);
      }
      visit(children(point, 'navPoint'));
    }
  };
  visit(children(child(child(parseXml(xml), 'ncx'), 'navMap'), 'navPoint'));
}

/** Markup whitespace collapses; an ideographic space (U+3000) in 「一\u3000先生と私」 belongs to the title. */
function collapseLabel(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, ' ').trim();
}

/** `epub:type` holds space-separated types; the parser keeps the prefixed attribute name. */
function epubTypes(attributes: Record<string, string>): string[] {
  return (attributes['epub:type'] ?? attributes.role?.replace(/^doc-/, '') ?? '')
    .split(/\s+/)
    .filter((type) => type !== '');
}

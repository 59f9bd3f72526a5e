import { XMLParser } from 'fast-xml-parser';

/** Elements that may repeat in container.xml, the OPF and the NCX, always read as arrays. */
const REPEATED = new Set(['rootfile', 'item', 'itemref', 'reference', 'navPoint', 'meta']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** An XML document as plain objects: attributes are properties, text is `#text`. */
export type XmlNode = Record<string, unknown>;

export function parseXml(text: string): XmlNode {
  return parser.parse(text) as XmlNode;
}

export function child(node: unknown, name: string): XmlNode | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const value = (node as XmlNode)[name];
  if (Array.isArray(value)) return value[0] as XmlNode | undefined;
  return typeof value === 'object' && value !== null ? (value as XmlNode) : undefined;
}

export function children(node: unknown, name: string): XmlNode[] {
  if (typeof node !== 'object' || node === null) return [];
  const value = (node as XmlNode)[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter(
    (item): item is XmlNode => typeof item === 'object' && item !== null,
  );
}

export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The text inside an element, whether the parser kept it as a string or as `#text`. */
export function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null) {
    const text = (node as XmlNode)['#text'];
    if (typeof text === 'string' || typeof text === 'number') return String(text);
  }
  return '';
}

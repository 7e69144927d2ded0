import { type AnyNode, parse } from '@humanwhocodes/momoa';

/**
 * The path (`products`, `products.1.uuid`) of the first key an object names twice, and the key, or null.
 * `JSON.parse` keeps the last value silently, so `{"products": [...], "products": [...]}` would be read as something
 * other than what a proxy, a log or a second reader sees; the request is refused instead (400). The text is already
 * valid JSON when this runs; Momoa's syntax tree keeps every member, duplicates included.
 */
export function duplicateKey(json: string): { path: string; key: string } | null {
  return find(parse(json, { mode: 'json' }).body, []);
}

function find(node: AnyNode, path: string[]): { path: string; key: string } | null {
  if (node.type === 'Object') {
    const keys = node.members.map((m) => (m.name.type === 'String' ? m.name.value : m.name.name));
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) return { path: [...path, key].join('.'), key };
      seen.add(key);
    }
    for (const [i, member] of node.members.entries()) {
      const found = find(member.value, [...path, keys[i]!]);
      if (found) return found;
    }
  }
  if (node.type === 'Array') {
    for (const [i, element] of node.elements.entries()) {
      const found = find(element.value, [...path, String(i)]);
      if (found) return found;
    }
  }
  return null;
}

import type { PageLinks, PageMeta } from '@dukkan/contracts';

/**
 * An answer already written as JSON, in UTF-8, such as a list of stored product cards (decision 0063): the route
 * sends its bytes as they are (in the test suites, after checking them against its response schema like any answer).
 */
export class JsonBytes {
  constructor(readonly body: Buffer) {}

  /** JSON put together from pieces already JSON, in one buffer of its own (never a slice of Node's shared pool). */
  static join(parts: readonly (Buffer | string)[]): JsonBytes {
    const buffers = parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part));
    const body = Buffer.allocUnsafeSlow(buffers.reduce((size, part) => size + part.length, 0));
    let at = 0;
    for (const part of buffers) at += part.copy(body, at);
    return new JsonBytes(body);
  }
}

/** The parts of a JSON array of items already JSON, for `JsonBytes.join`. */
export function arrayParts(items: readonly Buffer[]): (Buffer | string)[] {
  return ['[', ...items.flatMap((item, i) => (i ? [',', item] : [item])), ']'];
}

/** A page of a list whose items are already JSON, in the envelope of `pageEnvelope`: `{ data, links, meta }`. */
export function jsonPage(items: readonly Buffer[], links: PageLinks, meta: PageMeta): JsonBytes {
  return JsonBytes.join(['{"data":', ...arrayParts(items), `,${JSON.stringify({ links, meta }).slice(1)}`]);
}

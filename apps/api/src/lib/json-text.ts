import type { PageLinks, PageMeta } from '@dukkan/contracts';

type Part = Buffer | string;

/**
 * An answer already written as JSON, in UTF-8, such as a list of stored product cards (decision 0063), kept as its
 * pieces until it is sent: the route sends its bytes as they are (in the test suites, after checking them against
 * its response schema like any answer), copied once into one buffer.
 */
export class JsonBytes {
  constructor(private readonly parts: readonly Part[]) {}

  /** A JSON array of items already JSON. */
  static array(items: readonly Buffer[]): JsonBytes {
    return new JsonBytes(arrayParts(items));
  }

  /** This JSON between `before` and `after` (e.g. as the `data` of an envelope). */
  within(before: string, after: string): JsonBytes {
    return new JsonBytes([before, ...this.parts, after]);
  }

  /** The whole answer in one buffer of its own (never a slice of Node's shared pool). */
  toBuffer(): Buffer {
    const buffers = this.parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part));
    const body = Buffer.allocUnsafeSlow(buffers.reduce((size, part) => size + part.length, 0));
    let at = 0;
    for (const part of buffers) at += part.copy(body, at);
    return body;
  }
}

function arrayParts(items: readonly Buffer[]): Part[] {
  return ['[', ...items.flatMap((item, i) => (i ? [',', item] : [item])), ']'];
}

/** A page of a list whose items are already JSON, in the envelope of `pageEnvelope`: `{ data, links, meta }`. */
export function jsonPage(items: readonly Buffer[], links: PageLinks, meta: PageMeta): JsonBytes {
  return JsonBytes.array(items).within('{"data":', `,${JSON.stringify({ links, meta }).slice(1)}`);
}

/**
 * The path (`products`, `products.1.uuid`) of the first key an object names twice, and the key, or null.
 * `JSON.parse` keeps the last value silently, so `{"products": [...], "products": [...]}` would be read as something
 * other than what a proxy, a log or a second reader sees; the request is refused instead (400). The text is already
 * valid JSON when this runs; Momoa's syntax tree keeps every member, duplicates included.
 */
export declare function duplicateKey(json: string): {
    path: string;
    key: string;
} | null;

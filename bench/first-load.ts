import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface FirstLoad {
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * What the home page loads before it can show anything: the entry chunk and everything it imports
 * statically (the Arabic translations, the default language, among them), and their CSS.
 * Read from Vite's manifest; sizes are gzip level 9.
 */
export function homeFirstLoad(dist: string): FirstLoad {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry[0]);
  const chunks = [...seen].map((k) => manifest[k]).filter((c): c is ManifestChunk => Boolean(c));
  const js = [...new Set(chunks.map((c) => c.file))];
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const gzip = (files: string[]) =>
    files.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  return { js, css, jsGzip: gzip(js), cssGzip: gzip(css) };
}

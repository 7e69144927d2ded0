// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Cairo is cut to weights 400–700 (scripts/subset-cairo.mjs, docs/decisions/0057-cairo-weights-subset.md). */
const web = path.resolve(import.meta.dirname, '..');
const styles = fs.readFileSync(path.join(web, 'src/styles.css'), 'utf8');
const fontsource = fs.readFileSync(path.join(web, '../../node_modules/@fontsource-variable/cairo/wght.css'), 'utf8');
const ranges = (css: string) => [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.replace(/\s+/g, ''));

/** How many of the faces' unicode-ranges hold each code point (Fontsource's overlap on a few combining marks). */
function coverage(css: string): Map<number, number> {
  const faces = new Map<number, number>();
  for (const range of ranges(css)) {
    for (const part of range.split(',')) {
      const [from, to = from] = part.slice(2).split('-');
      for (let c = parseInt(from!, 16); c <= parseInt(to!, 16); c++) faces.set(c, (faces.get(c) ?? 0) + 1);
    }
  }
  return faces;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx?|css|html)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the subset Cairo', () => {
  it('covers every character Fontsource’s files do, from committed files', () => {
    // the same characters, each in as many faces as in Fontsource's (its Latin range is split in two here)
    expect(coverage(styles)).toEqual(coverage(fontsource));
    expect(ranges(styles)).toHaveLength(ranges(fontsource).length + 1);
    for (const [, url] of styles.matchAll(/src: url\(([^)]+)\)/g))
      expect(fs.existsSync(path.join(web, 'src', url!)), url).toBe(true);
  });

  it('has every weight the storefront asks for', () => {
    const outside = /\bfont-(thin|extralight|light|extrabold|black)\b|font-weight:\s*(100|200|300|800|900)\b/;
    const files = [...sources(path.join(web, 'src')), path.join(web, 'index.html')];
    expect(files.filter((file) => outside.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });
});

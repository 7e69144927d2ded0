// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

/** Cairo is cut to weights 400–700 (scripts/subset-cairo.mjs, docs/decisions/0057-cairo-weights-subset.md). */
const web = path.resolve(import.meta.dirname, '..');
const styles = fs.readFileSync(path.join(web, 'src/styles.css'), 'utf8');
const fontsource = fs.readFileSync(path.join(web, '../../node_modules/@fontsource-variable/cairo/wght.css'), 'utf8');
const ranges = (css: string) => [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.replace(/\s+/g, ''));

/** The code points of a CSS unicode-range (`U+0600-06FF,U+200C`). */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.slice(2).split('-');
    const first = parseInt(from!, 16);
    return Array.from({ length: parseInt(to!, 16) - first + 1 }, (_, i) => first + i);
  });
}

/** How many of the faces' unicode-ranges hold each code point (Fontsource's overlap on a few combining marks). */
function coverage(css: string): Map<number, number> {
  const faces = new Map<number, number>();
  for (const range of ranges(css)) for (const c of codePoints(range)) faces.set(c, (faces.get(c) ?? 0) + 1);
  return faces;
}

/** The characters a WOFF2 file has glyphs for, by its character map. */
async function characters(file: string): Promise<Set<number>> {
  const face = new Face(new Blob(await convert(fs.readFileSync(file), 'sfnt')), 0);
  return new Set(face.collectUnicodes());
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

  it('has in each file the characters of its range that Fontsource’s file draws, and no others', async () => {
    const faces = [...styles.matchAll(/src: url\(([^)]+)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)];
    expect(faces).toHaveLength(4);
    for (const [, url, range] of faces) {
      // cairo-latin-basic-wght-400-700.woff2 is cut from Fontsource's cairo-latin-wght-normal.woff2
      const subset = /cairo-([\w-]+?)(-basic)?-wght-400-700\.woff2$/.exec(url!)?.[1];
      const source = path.join(
        web,
        `../../node_modules/@fontsource-variable/cairo/files/cairo-${subset}-wght-normal.woff2`,
      );
      const drawn = await characters(source);
      const declared = codePoints(range!.replace(/\s+/g, ''));
      const has = await characters(path.join(web, 'src', url!));
      expect(has.size, url).toBeGreaterThan(90);
      expect(
        [...has].filter((c) => !declared.includes(c)),
        `${url} beyond its range`,
      ).toEqual([]);
      expect(
        declared.filter((c) => drawn.has(c) && !has.has(c)),
        `${url} without characters of its range`,
      ).toEqual([]);
    }
  });

  it('has every weight the storefront asks for', () => {
    const outside = /\bfont-(thin|extralight|light|extrabold|black)\b|font-weight:\s*(100|200|300|800|900)\b/;
    const files = [...sources(path.join(web, 'src')), path.join(web, 'index.html')];
    expect(files.filter((file) => outside.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });
});

// npm run fonts:subset -w @dukkan/web — writes src/assets/fonts/cairo-<subset>-wght-400-700.woff2 from
// @fontsource-variable/cairo: the same characters as Fontsource's files (their unicode-range, read from its wght.css),
// with the weight axis cut to 400–700, the weights the storefront uses (docs/decisions/0057-cairo-weights-subset.md).
// Fontsource's Latin file is written as two: the basic Latin every page shows (an Arabic page's digits, spaces and
// punctuation, its few Latin words) and the rest of its characters (accented letters and rarer marks), which a page
// fetches only when it shows one of them. The files are committed; run this again after an update of
// @fontsource-variable/cairo, and copy the unicode-ranges it prints into src/styles.css.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const WEIGHTS = { min: 400, max: 700 };
/**
 * Printable ASCII, the no-break space, ©, «, », the middle dot, ×, ÷, dashes, curly quotes, the bullet, the ellipsis,
 * and the marks the storefront's Arabic texts carry: the right-to-left mark (Arabic dates), the word joiner and the
 * directional isolates (phone numbers and codes inside Arabic sentences).
 */
const BASIC_LATIN = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  0xa0,
  0xa9,
  0xab,
  0xb7,
  0xbb,
  0xd7,
  0xf7,
  0x200f,
  0x2060,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
];
const here = path.dirname(new URL(import.meta.url).pathname);
const fontsource = path.resolve(here, '../../../node_modules/@fontsource-variable/cairo');
const out = path.resolve(here, '../src/assets/fonts');
const css = fs.readFileSync(path.join(fontsource, 'wght.css'), 'utf8');

/** The code points of a CSS unicode-range (`U+0600-06FF,U+200C,…`). */
function codePoints(unicodeRange) {
  const points = [];
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().slice(2).split('-');
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.push(c);
  }
  return points;
}

/** Code points as a CSS unicode-range, in runs. */
function unicodeRangeOf(points) {
  const hex = (c) => c.toString(16).toUpperCase().padStart(4, '0');
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const runs = [];
  for (const c of sorted) {
    const last = runs.at(-1);
    if (last && c === last[1] + 1) last[1] = c;
    else runs.push([c, c]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

async function write(source, name, points) {
  const font = await subsetFont(source, String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  const target = path.join(out, `cairo-${name}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`);
  fs.writeFileSync(target, font);
  console.log(`${path.relative(process.cwd(), target)}: ${source.length} → ${font.length} bytes`);
  console.log(`  unicode-range: ${unicodeRangeOf(points)}`);
}

fs.mkdirSync(out, { recursive: true });
for (const [, file, unicodeRange] of css.matchAll(
  /src: url\(\.\/files\/([\w-]+)\.woff2\)[^;]*;\s*unicode-range: ([^;]+);/g,
)) {
  const subset = file.replace(/^cairo-/, '').replace(/-wght-normal$/, '');
  const source = fs.readFileSync(path.join(fontsource, 'files', `${file}.woff2`));
  const points = codePoints(unicodeRange);
  if (subset === 'latin') {
    const basic = new Set(BASIC_LATIN.filter((c) => points.includes(c)));
    await write(source, 'latin-basic', [...basic]);
    await write(
      source,
      'latin',
      points.filter((c) => !basic.has(c)),
    );
  } else {
    await write(source, subset, points);
  }
}

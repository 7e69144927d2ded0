// npm run fonts:subset -w @dukkan/web — writes src/assets/fonts/cairo-<subset>-wght-400-700.woff2 from
// @fontsource-variable/cairo: the same characters as Fontsource's files (their unicode-range, read from its wght.css),
// with the weight axis cut to 400–700, the weights the storefront uses (docs/decisions/0057-cairo-weights-subset.md).
// The files are committed; run this again after an update of @fontsource-variable/cairo.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const WEIGHTS = { min: 400, max: 700 };
const here = path.dirname(new URL(import.meta.url).pathname);
const fontsource = path.resolve(here, '../../../node_modules/@fontsource-variable/cairo');
const out = path.resolve(here, '../src/assets/fonts');
const css = fs.readFileSync(path.join(fontsource, 'wght.css'), 'utf8');

/** The characters of a CSS unicode-range (`U+0600-06FF,U+200C,…`). */
function characters(unicodeRange) {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().slice(2).split('-');
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) text += String.fromCodePoint(c);
  }
  return text;
}

fs.mkdirSync(out, { recursive: true });
for (const [, file, unicodeRange] of css.matchAll(
  /src: url\(\.\/files\/([\w-]+)\.woff2\)[^;]*;\s*unicode-range: ([^;]+);/g,
)) {
  const subset = file.replace(/^cairo-/, '').replace(/-wght-normal$/, '');
  const source = fs.readFileSync(path.join(fontsource, 'files', `${file}.woff2`));
  const font = await subsetFont(source, characters(unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  const target = path.join(out, `cairo-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`);
  fs.writeFileSync(target, font);
  console.log(`${path.relative(process.cwd(), target)}: ${source.length} → ${font.length} bytes`);
  console.log(`  unicode-range: ${unicodeRange}`);
}

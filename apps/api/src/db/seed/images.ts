import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DRAWINGS, type IllustrationKind, type Paint } from './illustrations.js';

/**
 * Demo images, drawn as compact SVG "studio photos": a soft gradient backdrop, a floor shadow and a
 * stylised product in its colour. Files are keyed by what they show (kind, colour, view), so a catalogue of
 * any size reuses a bounded set. Paths stored in the database are URL paths under `/images/`.
 */

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b)).toString(16).slice(1)}`;
}

/** Mixes `a` towards `b` by `t` (0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function paint(hex: string): Paint {
  return { c: hex, d: mix(hex, '#000000', 0.32), l: mix(hex, '#ffffff', 0.45) };
}

const STUDIO_TINTS = ['#e6f4f1', '#fdf1e7', '#eef1fb', '#fbeef5', '#eef7ea', '#f4f1ea'];

/** The product-colour gradients (`#g`, `#w`), with an id suffix so several products can share one file. */
function colourDefs(body: string, p: Paint, suffix = ''): string {
  let out = '';
  if (body.includes(`url(#g${suffix})`))
    out += `<linearGradient id="g${suffix}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.l}"/><stop offset=".45" stop-color="${p.c}"/><stop offset="1" stop-color="${p.d}"/></linearGradient>`;
  if (body.includes(`url(#w${suffix})`)) {
    const base = luminance(p.c) < 0.2 || luminance(p.c) > 0.8 ? '#0d9488' : p.c;
    out += `<linearGradient id="w${suffix}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(base, '#22d3ee', 0.35)}"/><stop offset="1" stop-color="${mix(base, '#312e81', 0.55)}"/></linearGradient>`;
  }
  return out;
}

const SHARED_DEFS: Record<string, string> = {
  m: '<linearGradient id="m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#94a3b8"/><stop offset=".35" stop-color="#f1f5f9"/><stop offset=".7" stop-color="#cbd5e1"/><stop offset="1" stop-color="#64748b"/></linearGradient>',
  h: '<linearGradient id="h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  gl: '<linearGradient id="gl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".5" stop-color="#e0f2fe" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity=".6"/></linearGradient>',
  s: '<radialGradient id="s"><stop offset="0" stop-color="#0f172a" stop-opacity=".32"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>',
};

/** Metal, highlight, glass and shadow gradients that do not depend on the product colour; only those used. */
function sharedDefs(scene: string): string {
  return Object.entries(SHARED_DEFS)
    .filter(([id]) => scene.includes(`url(#${id})`))
    .map(([, def]) => def)
    .join('');
}

function backdrop(hex: string, view: number, salt: number): { inner: string; outer: string } {
  const lum = luminance(hex);
  if (view === 0 && lum > 0.25 && lum < 0.8) {
    return { inner: mix(hex, '#ffffff', 0.94), outer: mix(hex, '#ffffff', 0.78) };
  }
  const tint = STUDIO_TINTS[(salt + view) % STUDIO_TINTS.length] ?? '#eef1f4';
  return { inner: mix(tint, '#ffffff', 0.55), outer: mix(tint, '#64748b', 0.14) };
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

const SVG_OPEN = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;

/** A product photo: view 0 stands on the studio floor, view 1 on a round podium with another backdrop. */
export function renderProductSvg(kind: IllustrationKind, hex: string, view: 0 | 1): string {
  const p = paint(hex);
  const { body, shadow } = DRAWINGS[kind](p);
  const bg = backdrop(hex, view, hash(kind));
  const bgDef = `<radialGradient id="bg" cx=".5" cy=".38" r=".8"><stop offset="0" stop-color="${bg.inner}"/><stop offset="1" stop-color="${bg.outer}"/></radialGradient>`;
  let scene: string;
  if (view === 0) {
    scene = `<ellipse cx="300" cy="468" rx="${shadow}" ry="24" fill="url(#s)"/>${body}`;
  } else {
    const pod = mix(bg.outer, '#ffffff', 0.5);
    scene =
      `<rect x="110" y="455" width="380" height="110" fill="${mix(bg.outer, '#94a3b8', 0.35)}"/>` +
      `<ellipse cx="300" cy="565" rx="190" ry="30" fill="${mix(bg.outer, '#94a3b8', 0.35)}"/>` +
      `<ellipse cx="300" cy="455" rx="190" ry="30" fill="${pod}"/>` +
      `<ellipse cx="300" cy="450" rx="${Math.round(shadow * 0.8)}" ry="18" fill="url(#s)"/>` +
      `<g transform="translate(48 62) scale(.84)">${body}</g>`;
  }
  return `${SVG_OPEN(600, 600)}<defs>${bgDef}${colourDefs(body, p)}${sharedDefs(scene)}</defs><rect width="600" height="600" fill="url(#bg)"/>${scene}</svg>`;
}

/** A category tile: the product on a soft disc, no floor, so it reads as an icon at small sizes. */
export function renderCategorySvg(kind: IllustrationKind, hex: string): string {
  const p = paint(hex);
  const { body } = DRAWINGS[kind](p);
  const tint = STUDIO_TINTS[hash(kind) % STUDIO_TINTS.length] ?? '#eef1f4';
  const scene = `<ellipse cx="300" cy="468" rx="170" ry="20" fill="url(#s)"/>${body}`;
  return (
    `${SVG_OPEN(600, 600)}<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(tint, '#0f766e', 0.12)}"/></linearGradient>${colourDefs(body, p)}${sharedDefs(scene)}</defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="300" r="250" fill="#fff" opacity=".6"/>` +
    `<g transform="translate(42 30) scale(.86)">${scene}</g></svg>`
  );
}

export interface AdItem {
  kind: IllustrationKind;
  hex: string;
  /** placement on the banner, in banner units */
  x: number;
  y: number;
  scale: number;
}

/**
 * A teal banner with products on the left third and the right side left empty for the storefront's
 * localized text (Arabic reads from the right; the image has no text, so the web may mirror it for English).
 */
export function renderAdSvg(items: AdItem[], size: { w: number; h: number }, tone: 0 | 1): string {
  const [a, b] = tone === 0 ? ['#0f766e', '#14b8a6'] : ['#134e4a', '#0d9488'];
  let gradients = '';
  let scene = '';
  items.forEach((item, i) => {
    const p = paint(item.hex);
    const drawing = DRAWINGS[item.kind](p);
    const body = drawing.body.replaceAll('url(#g)', `url(#g${i})`).replaceAll('url(#w)', `url(#w${i})`);
    gradients += colourDefs(body, p, String(i));
    scene +=
      `<g transform="translate(${item.x} ${item.y}) scale(${item.scale})">` +
      `<ellipse cx="300" cy="468" rx="${drawing.shadow}" ry="24" fill="url(#s)"/>${body}</g>`;
  });
  const { w, h } = size;
  return (
    `${SVG_OPEN(w, h)}<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<radialGradient id="sp" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `${sharedDefs(scene)}${gradients}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${w * 0.22}" cy="${h * 0.55}" r="${h * 0.62}" fill="url(#sp)"/>` +
    `<circle cx="${w * 0.92}" cy="${-h * 0.1}" r="${h * 0.55}" fill="#fff" opacity=".06"/><circle cx="${w * 0.68}" cy="${h * 1.05}" r="${h * 0.35}" fill="#fff" opacity=".05"/>` +
    `${scene}</svg>`
  );
}

/** Neutral placeholder for a product without a picture: a shopping bag on a light grey backdrop. */
export function renderDefaultSvg(): string {
  return (
    `${SVG_OPEN(600, 600)}<defs><radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></radialGradient>` +
    `<linearGradient id="bag" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cbd5e1"/><stop offset="1" stop-color="#94a3b8"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/><ellipse cx="300" cy="455" rx="150" ry="18" fill="#0f172a" opacity=".08"/>` +
    `<path d="M245 220 V185 Q245 130 300 130 Q355 130 355 185 V220" fill="none" stroke="#94a3b8" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M180 200 H420 L440 430 Q442 450 422 450 H178 Q158 450 160 430Z" fill="url(#bag)"/>` +
    `<circle cx="245" cy="235" r="9" fill="#64748b"/><circle cx="355" cy="235" r="9" fill="#64748b"/>` +
    `<path d="M190 210 H250 L225 440 H175Z" fill="#fff" opacity=".18"/></svg>`
  );
}

/** Collects the images a seed needs, by URL path, and writes each file once. */
export class ImageLibrary {
  private readonly files = new Map<string, () => string>();

  constructor(private readonly imagesDir: string) {}

  product(kind: IllustrationKind, colorKey: string, hex: string, view: 0 | 1): string {
    return this.add(`products/${kind}-${colorKey}-${view}.svg`, () => renderProductSvg(kind, hex, view));
  }

  category(slug: string, kind: IllustrationKind, hex: string): string {
    return this.add(`categories/${slug}.svg`, () => renderCategorySvg(kind, hex));
  }

  ad(name: string, items: AdItem[], size: { w: number; h: number }, tone: 0 | 1): string {
    return this.add(`ads/${name}.svg`, () => renderAdSvg(items, size, tone));
  }

  get count(): number {
    return this.files.size;
  }

  /** Writes every collected image plus `default.svg`; returns the number of files written. */
  async writeAll(): Promise<number> {
    for (const dir of ['products', 'categories', 'ads'])
      await mkdir(path.join(this.imagesDir, dir), { recursive: true });
    await writeFile(path.join(this.imagesDir, 'default.svg'), renderDefaultSvg());
    await Promise.all(
      [...this.files].map(([rel, render]) => writeFile(path.join(this.imagesDir, ...rel.split('/')), render())),
    );
    return this.files.size + 1;
  }

  private add(rel: string, render: () => string): string {
    if (!this.files.has(rel)) this.files.set(rel, render);
    return `/images/${rel}`;
  }
}

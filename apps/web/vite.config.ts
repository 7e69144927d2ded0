import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { appConfig } from '../vite-base';

/**
 * react-router's production build: its package exports only the development one, the same code with its
 * development warnings on (checks and messages on every route render), which would otherwise ship
 * (docs/decisions/0069-react-router-production-build.md).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The lazy screens whose code the boot prefetch asks for with their data, by route (src/app/router.tsx). */
const PREFETCHED_PAGES: Record<string, string> = {
  '/category-products': 'src/features/catalogue/pages/category-products-page.tsx',
  '/product-details/:uuid': 'src/features/catalogue/pages/product-details-page.tsx',
};

/**
 * src/lib/boot-prefetch.ts as a script of its own at the top of index.html, async, so the first page's API requests
 * start while the app's code is still loading (docs/decisions/0055-boot-prefetch.md), and with them a lazy screen's
 * code. Vite would fold a second module script of index.html into the entry, so the build compiles it alone,
 * once the bundle is known, writing in the chunks of each screen the entry does not load; the dev server serves the
 * source.
 */
function bootPrefetch(): Plugin {
  const source = 'src/lib/boot-prefetch.ts';
  let fileName = '';
  return {
    name: 'dukkan-boot-prefetch',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('no entry chunk');
      const firstLoad = closure(entry.fileName);
      const pageChunks: Record<string, string[]> = {};
      for (const [route, page] of Object.entries(PREFETCHED_PAGES)) {
        const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(import.meta.dirname, page));
        if (!chunk) throw new Error(`no chunk for ${page}`);
        pageChunks[route] = [...closure(chunk.fileName)].filter((f) => !firstLoad.has(f));
      }
      const ts = fs.readFileSync(path.resolve(import.meta.dirname, source), 'utf8');
      const empty = 'const PAGE_CHUNKS: Record<string, string[]> = {};';
      if (!ts.includes(empty)) throw new Error(`${source} has no \`${empty}\` to fill in`);
      const filled = ts.replace(empty, `const PAGE_CHUNKS: Record<string, string[]> = ${JSON.stringify(pageChunks)};`);
      const { code } = await transformWithOxc(filled, source, { lang: 'ts' });
      // one classic script: the module's exports (for its tests and types) become plain declarations
      const script = await minify('boot-prefetch.js', `(() => {${code.replace(/^export /gm, '')}})();`, {
        compress: true,
        mangle: true,
      });
      const hash = createHash('sha256').update(script.code).digest('base64url').slice(0, 8);
      fileName = `assets/boot-prefetch-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: script.code });
    },
    transformIndexHtml(html, ctx) {
      if (!ctx.server && !fileName) throw new Error('the boot prefetch script is not built yet');
      const script = ctx.server
        ? `<script type="module" async src="/${source}"></script>`
        : `<script async fetchpriority="high" src="/${fileName}"></script>`;
      // right after the title: before the stylesheet and the entry, so it is asked for first
      return html.replace('</title>', `</title>\n    ${script}`);
    },
  };
}

/** The library a module of node_modules belongs to, as the first load's chunks group them (null: not a library). */
function firstLoadLibrary(id: string): string | null {
  if (!/node_modules[\\/]/.test(id)) return null;
  if (/node_modules[\\/]react-router[\\/]/.test(id)) return 'router';
  if (/node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query';
  if (/node_modules[\\/](react-)?i18next[\\/]/.test(id)) return 'i18n';
  return 'preact';
}

/**
 * What the home page loads first, in six files rather than twelve (docs/decisions/0080-first-load-chunks.md): the
 * app's own modules in the entry, and the libraries in four chunks of their own (the router, TanStack Query,
 * i18next, Preact with the small rest), fetched side by side. The bundler's own split gave the entry eight small
 * chunks of modules it shares with lazy screens, and every one is a request that a phone's six connections queue
 * the boot prefetch's API answers behind. Lazy screens import what they share from these chunks. A library's chunk
 * holds only its own modules: a library left in the Preact chunk that imports react-router would make the two chunks
 * import each other, and one would run before the other had (bench/bundle-budget.test.ts fails when two chunks
 * import each other). Such a library needs a chunk of its own.
 */
const FIRST_LOAD_CHUNKS = [
  {
    name: firstLoadLibrary,
    debugName: 'first-load libraries',
    tags: ['$initial' as const],
    priority: 2,
    includeDependenciesRecursively: false,
  },
  { name: 'index', tags: ['$initial' as const] },
];

export default defineConfig(
  mergeConfig(
    appConfig({ name: 'web', devPort: 5173, previewPort: 4173, plugins: [react(), tailwindcss(), bootPrefetch()] }),
    {
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
      build: {
        // read by bench/first-load.ts to know what the home page loads first
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } } },
      },
    },
  ),
);

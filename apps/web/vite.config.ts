import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { appConfig } from '../vite-base';

/**
 * src/lib/boot-prefetch.ts as a script of its own at the top of index.html, async, so the first page's API requests
 * start while the app's code is still loading (docs/decisions/0055-boot-prefetch.md). Vite would fold a second
 * module script of index.html into the entry, so the build compiles it alone; the dev server serves the source.
 */
function bootPrefetch(): Plugin {
  const source = 'src/lib/boot-prefetch.ts';
  let fileName = '';
  let serving = false;
  return {
    name: 'dukkan-boot-prefetch',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async buildStart() {
      if (serving) return;
      const ts = fs.readFileSync(path.resolve(import.meta.dirname, source), 'utf8');
      const { code } = await transformWithOxc(ts, source, { lang: 'ts' });
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
      const script = ctx.server
        ? `<script type="module" async src="/${source}"></script>`
        : `<script async fetchpriority="high" src="/${fileName}"></script>`;
      // right after the title: before the stylesheet and the entry, so it is asked for first
      return html.replace('</title>', `</title>\n    ${script}`);
    },
  };
}

export default defineConfig(
  mergeConfig(
    appConfig({ name: 'web', devPort: 5173, previewPort: 4173, plugins: [react(), tailwindcss(), bootPrefetch()] }),
    {
      // read by bench/first-load.ts to know what the home page loads first
      build: { manifest: true },
    },
  ),
);

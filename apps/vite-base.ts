import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, PluginOption } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** The API the dev servers and previews proxy to; override with DUKKAN_API_URL. */
const apiTarget = process.env['DUKKAN_API_URL'] ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/images': { target: apiTarget, changeOrigin: false },
};

/**
 * React's API on Preact's runtime: the same components, about 50 KB gzip less on the first load
 * (docs/decisions/0011-preact-compat.md, and 0033-admin-app.md for the back office).
 */
export const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What is worth compressing: text; woff2 and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** The files under `dir`, recursively, but Vite's own `.vite/` (its manifest, which the API does not serve). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.name === '.vite'
        ? []
        : entry.isDirectory()
          ? filesUnder(path.join(dir, entry.name))
          : [path.join(dir, entry.name)],
    );
}

/**
 * Every text file of the build written again beside itself, compressed once at the highest levels: `.br` (Brotli 11)
 * and `.gz` (gzip 9), which the API serves as they are (@fastify/static's `preCompressed`) instead of compressing each
 * answer on the fly at a level cheap enough for every request (Brotli 4): the storefront's first load is about 13 %
 * smaller (docs/decisions/0073-precompressed-bundles.md). Small files too, so that no file of the build is compressed
 * on the fly. Run once the build is written (`writeBundle` runs only after a build that succeeded).
 */
export function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'dukkan-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * What the storefront (apps/web) and the back office (apps/admin) build alike: React on Preact, Tailwind, the API
 * proxy on their own dev and preview ports, modern bundles into dist/, and their unit tests in jsdom.
 */
export function appConfig(app: {
  name: string;
  devPort: number;
  previewPort: number;
  /** React and Tailwind, from the app's own dependencies */
  plugins: PluginOption[];
}): ViteUserConfig {
  return {
    plugins: [...app.plugins, precompressed()],
    resolve: { alias: preactCompat },
    server: { port: app.devPort, strictPort: true, proxy },
    preview: { port: app.previewPort, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      cssCodeSplit: true,
      modulePreload: { polyfill: false },
    },
    test: {
      name: app.name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
    },
  };
}

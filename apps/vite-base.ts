import type { PluginOption } from 'vite';
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
    plugins: app.plugins,
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

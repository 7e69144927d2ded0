import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API the dev server proxies to; override with DUKKAN_API_URL. */
const apiTarget = process.env['DUKKAN_API_URL'] ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/images': { target: apiTarget, changeOrigin: false },
};

/** React's API on Preact's runtime, as in the storefront (docs/decisions/0033-admin-app.md). */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  // served by the API process at /admin/, beside the storefront
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // unit tests run on React itself, like the libraries they load from node_modules
  resolve: { alias: process.env['VITEST'] ? [] : preactCompat },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});

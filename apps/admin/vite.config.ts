import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appConfig } from '../vite-base';

const base = appConfig({ name: 'admin', devPort: 5174, previewPort: 4174, plugins: [react(), tailwindcss()] });

export default defineConfig({
  ...base,
  // served by the API process at /admin/, beside the storefront
  base: '/admin/',
  // unit tests run on React itself, like the libraries they load from node_modules
  resolve: process.env['VITEST'] ? { alias: [] } : base.resolve,
});

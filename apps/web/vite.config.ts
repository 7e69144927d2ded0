import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { appConfig } from '../vite-base';

export default defineConfig(
  mergeConfig(appConfig({ name: 'web', devPort: 5173, previewPort: 4173, plugins: [react(), tailwindcss()] }), {
    // read by bench/first-load.ts to know what the home page loads first
    build: { manifest: true },
  }),
);

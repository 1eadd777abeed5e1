import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by our server under /pc/ with browser history; in development the API is proxied to it.
export default defineConfig({
  base: '/pc/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lets bench/bundle-size.bench.ts follow each page's chunks.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});

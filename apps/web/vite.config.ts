import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development Vite serves the app and forwards /api to the Fastify server, keeping the
// browser's Origin and Host equal so the server's same-origin check passes.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 700 },
});

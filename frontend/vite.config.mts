import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: frontendDir,
  plugins: [react()],
  resolve: {
    alias: { '@domain': path.resolve(frontendDir, '../lambdas/domain') },
  },
  build: {
    outDir: path.resolve(frontendDir, 'dist'),
    emptyOutDir: true,
  },
});

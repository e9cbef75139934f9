// The reference console's build: Vite's defaults (one entry, one bundle), with its own root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
});

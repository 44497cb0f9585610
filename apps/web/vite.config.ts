import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|woff)$/;

/**
 * Writes a .br and a .gz beside every text asset once, at build time, so the server sends compressed
 * bytes without compressing per request (@fastify/static's preCompressed picks them by Accept-Encoding).
 */
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'flowlane-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress('dist')],
  // Source maps are written for our own debugging but referenced by no file, and the server never serves them.
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://localhost:3000', '/hooks': 'http://localhost:3000' } },
});

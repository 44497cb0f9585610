// Bundles the server (and the workspace packages it imports, which ship as TypeScript) into dist/main.js.
// npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@flowlane/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// The Code step's sandbox, the expression sandbox and the embedded database run in worker threads started
// from dist/sandbox-worker.js, dist/expression-worker.js and dist/pglite-worker.js; the PDF reader runs in
// a child process started from dist/pdf-worker.js (all beside main.js).
await build({
  entryPoints: {
    main: 'src/main.ts',
    'sandbox-worker': '../../packages/services/src/code/sandbox-worker.ts',
    'expression-worker': '../../packages/services/src/expressions/expression-worker.ts',
    'pdf-worker': 'src/storage/reader/pdf-worker.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  // main.js starts the embedded database and then imports the rest of the server, a chunk of its own
  // (chunks sit beside main.js, so paths relative to import.meta.url stay the same in every file).
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});

// Bundles the server (and the workspace packages it imports, which ship as TypeScript) into dist/main.js.
//
// What every start loads is bundled with it, npm packages included: a start then reads a few files
// instead of ~530 CommonJS modules and the ESM graph around them (resolving, reading and compiling them
// was ~40% of the main thread's start; bench/start.ts). What loads on first use stays external and loads
// from node_modules as it is, so a package the server imports lazily (`await import('mysql2/promise')`)
// keeps its whole tree out of the bundle, and a package bundled in part and loaded lazily in part
// cannot exist twice in one process. A few packages never bundle: they read files beside their own code,
// or are native.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

/** Imported with `await import(...)` somewhere in the server, or only by a module that is: always external. */
const LOADED_ON_FIRST_USE = new Set([
  'amqplib',
  'bullmq',
  'drizzle-orm',
  'ioredis',
  'mailparser',
  'mqtt',
  'mysql2',
  'nats',
  'nodemailer',
  'otplib',
  'pdfkit',
  'pg',
  // The inline code sandbox (packages/services/src/code/inline-sandbox.ts) loads it with the first Code step.
  'quickjs-emscripten',
  'stripe',
  // A first boot unpacks the embedded database's seed with it (db/pglite-open.ts).
  'tar',
  'undici',
]);

/** Read files beside their code (WebAssembly, static assets, worker scripts) or are native addons. */
const NEVER_BUNDLED = new Set([
  '@electric-sql/pglite',
  '@napi-rs/canvas',
  '@node-rs/argon2',
  '@tesseract.js-data/eng',
  'pdfjs-dist',
  'pino',
  'tesseract.js',
  'thread-stream',
]);

/**
 * Required only inside functions that a start never calls: fastify's default schema compilers (ajv and
 * fast-json-stringify; the server gives fastify zod's, see http/app.ts) and its `inject` (tests). Left out
 * of main.js, so a start does not parse them (~600 kB); they would load from node_modules if ever called.
 */
const OFF_THE_START_PATH = new Set([
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'light-my-request',
]);

/**
 * CommonJS packages that a bundled package requires at its top but uses only on some request: @fastify/swagger
 * needs yaml for the spec as YAML, prom-client the OpenTelemetry API for exemplars (off here). Each is
 * replaced by a stand-in that requires the package from node_modules the first time one of its members is
 * read, so a start neither parses nor runs it (~320 kB).
 */
const REQUIRED_ON_FIRST_USE = new Set(['yaml', '@opentelemetry/api']);

const packageOf = (path) => path.split('/', path.startsWith('@') ? 2 : 1).join('/');

/**
 * zod re-exports all of its ~60 message locales as a namespace (`z.locales`), which the bundle could not
 * leave out: ~400 kB that a start parsed for nothing. The server speaks English to the API's callers and
 * never reads another locale, so the namespace keeps English only (what zod itself configures at load).
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /node_modules\/zod\/v4\/(classic|core)\//.test(args.importer)
        ? { path: join(dirname(args.importer), '../locales/en.js'), namespace: 'zod-locales' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/** The stand-in for a package of REQUIRED_ON_FIRST_USE (its `require` is main.js's, see the banner). */
const standIn = (path) => `
let loaded;
const load = () => (loaded ??= require(${JSON.stringify(path)}));
module.exports = new Proxy({}, {
  get: (_, key) => load()[key],
  has: (_, key) => key in load(),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_, key) => {
    const found = Reflect.getOwnPropertyDescriptor(load(), key);
    return found && { ...found, configurable: true };
  },
});
`;

/** `bundled`: whether npm packages loaded at start are bundled (main.js) or all stay external (workers). */
const npmPackages = (bundled) => ({
  name: 'npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@flowlane/')) return undefined;
      const name = packageOf(args.path);
      if (bundled && args.namespace === 'stand-in') return { path: args.path, external: true };
      if (bundled && REQUIRED_ON_FIRST_USE.has(name) && args.kind === 'require-call')
        return { path: args.path, namespace: 'stand-in' };
      if (bundled && OFF_THE_START_PATH.has(name)) return { path: args.path, external: true };
      // Node's own modules are never bundled, whoever imports them and however (pkce-challenge, under the
      // MCP SDK's client, imports node:crypto lazily).
      const builtin = args.path.startsWith('node:') || isBuiltin(args.path);
      const unlisted = !LOADED_ON_FIRST_USE.has(name) && !NEVER_BUNDLED.has(name) && !builtin;
      if (bundled && args.kind === 'dynamic-import' && unlisted) {
        return {
          errors: [{ text: `${name} is imported lazily: add it to LOADED_ON_FIRST_USE in build.mjs` }],
        };
      }
      const external = !bundled || builtin || LOADED_ON_FIRST_USE.has(name) || NEVER_BUNDLED.has(name);
      return external ? { path: args.path, external: true } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({
      contents: standIn(args.path),
      loader: 'js',
    }));
  },
});

const common = {
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};

// main.js starts the embedded database and then imports the rest of the server, a chunk of its own
// (chunks sit beside main.js, so paths relative to import.meta.url stay the same in every file).
// Bundled CommonJS packages call `require` for Node's own modules and for the external packages.
await build({
  ...common,
  entryPoints: { main: 'src/main.ts' },
  plugins: [zodEnglishOnly, npmPackages(true)],
  banner: {
    js: "import { createRequire as flowlaneCreateRequire } from 'node:module'; const require = flowlaneCreateRequire(import.meta.url);",
  },
});

// The Code step's sandbox, the expression sandbox and the embedded database run in worker threads started
// from dist/sandbox-worker.js, dist/expression-worker.js and dist/pglite-worker.js; the PDF reader runs in
// a child process started from dist/pdf-worker.js (all beside main.js). Their packages stay external.
await build({
  ...common,
  entryPoints: {
    'sandbox-worker': '../../packages/services/src/code/sandbox-worker.ts',
    'expression-worker': '../../packages/services/src/expressions/expression-worker.ts',
    'pdf-worker': 'src/storage/reader/pdf-worker.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  plugins: [npmPackages(false)],
});

// The migrations travel with the bundle (dist/migrations, where src/db/migrations-folder.ts looks first): a
// copy of dist, such as the "before" of a benchmark's A/B, then migrates its database with its own
// migrations, not with those of whatever tree it sits in. The migrator reads the SQL and the journal only.
rmSync('dist/migrations', { recursive: true, force: true });
cpSync('src/db/migrations', 'dist/migrations', {
  recursive: true,
  filter: (path) => !path.endsWith('_snapshot.json'),
});

// A new install's first boot starts from an empty, migrated database made here (dist/pglite-seed.tar.gz,
// see src/db/pglite-open.ts) instead of running initdb and every migration itself. The script that makes
// it is not part of the server: it is removed once it has run.
await build({
  ...common,
  splitting: false,
  sourcemap: false,
  entryPoints: { 'build-pglite-seed': 'src/db/build-pglite-seed.ts' },
  plugins: [npmPackages(false)],
});
execFileSync(process.execPath, ['dist/build-pglite-seed.js'], { stdio: 'inherit' });
rmSync('dist/build-pglite-seed.js');

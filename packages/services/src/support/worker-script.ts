import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WorkerScript {
  /** A file URL, or (for the source tree) a small bootstrap evaluated as the worker's code. */
  script: URL | string;
  eval: boolean;
}

/** tsx's ESM API entry, read from its package exports (require.resolve would give the CommonJS one). */
function tsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry: unknown = ['exports', './esm/api', 'import', 'default'].reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? Reflect.get(node, key) : undefined),
    manifest,
  );
  if (typeof entry !== 'string') throw new Error('tsx has no ESM API entry; build the workers instead');
  return new URL(entry, pathToFileURL(manifestPath)).href;
}

/**
 * Where a worker script is. A bundled server ships `<name>.js` next to its main file (see the README). In
 * the source tree the worker is TypeScript: a bootstrap registers tsx inside the worker (a worker's
 * execArgv cannot carry --import) and then imports the .ts file.
 */
export function findWorkerScript(built: URL, source: URL): WorkerScript | undefined {
  if (existsSync(fileURLToPath(built))) return { script: built, eval: false };
  if (!existsSync(fileURLToPath(source))) return undefined;
  const tsxApi = tsxEsmApi();
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return { script: bootstrap, eval: true };
}

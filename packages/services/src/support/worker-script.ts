import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WorkerScript {
  /** A file URL, or (for the source tree) a small bootstrap evaluated as the worker's code. */
  script: URL | string;
  eval: boolean;
}

/**
 * A file URL of tsx's, read from its package exports (require.resolve would give the CommonJS one): the
 * ESM API (`./esm/api` → import → default) or the loader `--import tsx` names (`.`).
 */
function tsxEntry(...keys: string[]): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry: unknown = ['exports', ...keys].reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? Reflect.get(node, key) : undefined),
    manifest,
  );
  if (typeof entry !== 'string')
    throw new Error(`tsx exports no ${keys.join(' ')}; build the workers instead`);
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
  const tsxApi = tsxEntry('./esm/api', 'import', 'default');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return { script: bootstrap, eval: true };
}

export interface ChildScript {
  /** The script's path, for child_process.fork. */
  path: string;
  /** Node options the child needs: tsx's loader when the script is the TypeScript source. */
  execArgv: string[];
}

/**
 * Where a script run as a child process is: the bundled `<name>.js` next to the server's main file, or in
 * the source tree the .ts file with tsx's loader (a child process, unlike a worker, takes --import).
 */
export function findChildScript(built: URL, source: URL): ChildScript | undefined {
  if (existsSync(fileURLToPath(built))) return { path: fileURLToPath(built), execArgv: [] };
  if (!existsSync(fileURLToPath(source))) return undefined;
  return { path: fileURLToPath(source), execArgv: ['--import', tsxEntry('.')] };
}

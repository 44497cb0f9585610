/// <reference path="./webassembly.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { newQuickJSWASMModule, newVariant, type QuickJSWASMModule, RELEASE_SYNC } from 'quickjs-emscripten';

const PAGE = 64 * 1024;
const MiB = 1024 * 1024;
/** The QuickJS build declares 16 MiB of memory at start (its data, stack and first heap). */
const MIN_BYTES = 16 * MiB;
/** What the runtime and context themselves take, on top of the code's own limit. */
const HEADROOM_BYTES = 2 * MiB;
/** A module whose memory grew past this is dropped after its job, so an idle worker gives memory back. */
const RETAIN_BYTES = 32 * MiB;
const KEEP_MODULES = 2;

/** Bytes of WebAssembly memory a job with this limit may reach: the hard cap on everything it allocates. */
export function memoryCapBytes(limitBytes: number): number {
  return Math.max(MIN_BYTES, Math.ceil((limitBytes + HEADROOM_BYTES) / PAGE) * PAGE);
}

interface Entry {
  module: QuickJSWASMModule;
  memory: WebAssembly.Memory;
}

/**
 * QuickJS modules, one per memory cap, each over its own WebAssembly.Memory whose `maximum` is the cap.
 * QuickJS's own memory limit is not enough in its WebAssembly build: there its allocator counts only a
 * fixed overhead per allocation (malloc_usable_size is unavailable), so many medium allocations (typed
 * arrays, strings, arrays) passed it. A memory that cannot grow past the cap makes every allocation past
 * it fail inside QuickJS, which throws "out of memory". Modules are reused (instantiating one takes
 * ~10 ms); a module whose memory grew large is dropped after its job, as memory never shrinks.
 */
export class SandboxModules {
  private readonly entries = new Map<number, Entry>();
  private compiled: Promise<WebAssembly.Module> | undefined;

  private wasm(): Promise<WebAssembly.Module> {
    if (!this.compiled) {
      const path = createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm');
      this.compiled = readFile(path).then((bytes) => WebAssembly.compile(bytes));
    }
    return this.compiled;
  }

  async moduleFor(limitBytes: number): Promise<QuickJSWASMModule> {
    const cap = memoryCapBytes(limitBytes);
    const found = this.entries.get(cap);
    if (found) {
      // Most recently used last, so eviction drops the oldest.
      this.entries.delete(cap);
      this.entries.set(cap, found);
      return found.module;
    }
    const memory = new WebAssembly.Memory({ initial: MIN_BYTES / PAGE, maximum: cap / PAGE });
    const module = await newQuickJSWASMModule(
      newVariant(RELEASE_SYNC, { wasmModule: await this.wasm(), wasmMemory: memory }),
    );
    this.entries.set(cap, { module, memory });
    for (const key of this.entries.keys()) {
      if (this.entries.size <= KEEP_MODULES) break;
      this.entries.delete(key);
    }
    return module;
  }

  /** After a job: drop its module when it grew large or may be unclean (it ran out of memory). */
  release(limitBytes: number, unclean: boolean): void {
    const cap = memoryCapBytes(limitBytes);
    const entry = this.entries.get(cap);
    if (entry && (unclean || entry.memory.buffer.byteLength > RETAIN_BYTES)) this.entries.delete(cap);
  }
}

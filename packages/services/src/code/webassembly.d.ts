// Node has the WebAssembly global, but lib ES2023 and @types/node 20 do not describe it: the parts the
// sandbox uses (see sandbox-modules.ts and inline-sandbox.ts).
declare namespace WebAssembly {
  class Module {
    private readonly brand: never;
  }
  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
  }
  class Memory {
    constructor(descriptor: MemoryDescriptor);
    readonly buffer: ArrayBuffer;
    /** Adds `delta` pages; throws when that would pass the maximum. */
    grow(delta: number): number;
  }
  function compile(bytes: Uint8Array): Promise<Module>;
}

import { z } from 'zod';

/*
 * Stored documents carry a schemaVersion and are brought up to the current one by a chain of forward
 * steps when they are read (load, import, template build, run), as user settings are. A shape change adds
 * a step here and bumps the version; no stored row, export file or queued run needs rewriting.
 */

/** One forward step: a document of version `from` becomes version `from + 1`. */
export type MigrationStep = {
  readonly from: number;
  /** Gets the document without its schemaVersion; returns it in the next version's shape. */
  readonly up: (document: Record<string, unknown>) => Record<string, unknown>;
};

/** A document this server cannot read: from a newer Flowlane, or with a version that never existed. */
export class DocumentVersionError extends Error {
  override readonly name = 'DocumentVersionError';

  constructor(
    readonly kind: string,
    readonly version: unknown,
    readonly current: number,
  ) {
    super(
      typeof version === 'number' && Number.isInteger(version) && version > current
        ? `This ${kind} was made by a newer version of Flowlane (document version ${version}); this server reads versions up to ${current}.`
        : `This ${kind} has an unknown document version (${JSON.stringify(version) ?? 'none'}); this server reads versions 1 to ${current}.`,
    );
  }
}

const Versioned = z.looseObject({ schemaVersion: z.number().int() });

export type MigrationChain = {
  /** The version documents are brought up to. */
  readonly current: number;
  /** The document at the current version (not yet validated); throws DocumentVersionError. */
  upgrade(input: unknown): unknown;
};

/**
 * A chain from version `base` through each step. The steps must follow one another from `base`; the chain
 * ends at `base + steps.length`. Input that is not an object with a version is returned as it is, for the
 * document's own schema to refuse with its usual message.
 */
export function migrationChain(kind: string, base: number, steps: readonly MigrationStep[]): MigrationChain {
  steps.forEach((step, i) => {
    if (step.from !== base + i)
      throw new Error(`The ${kind} migration ${i} starts at ${step.from}, not ${base + i}`);
  });
  const current = base + steps.length;
  return {
    current,
    upgrade(input) {
      const versioned = Versioned.safeParse(input);
      if (!versioned.success) return input;
      const { schemaVersion, ...rest } = versioned.data;
      if (schemaVersion === current) return input;
      if (schemaVersion < base || schemaVersion > current)
        throw new DocumentVersionError(kind, schemaVersion, current);
      let document: Record<string, unknown> = rest;
      for (const step of steps.slice(schemaVersion - base)) document = step.up(document);
      return { schemaVersion: current, ...document };
    },
  };
}

import { arr, isRecord, optStr } from './args.js';
import type { EnvironmentLookup, MapperImplementation } from './define.js';

/**
 * JSONata built-ins that read the real clock or Math.random. They are replaced by versions that read the
 * run's clock and random ports, so a run is repeatable for the same inputs and port answers.
 */
export interface BuiltinOverride {
  name: string;
  jsonataSignature: string;
  implementation: MapperImplementation;
}

/** JSONata's own `$fromMillis`, which formats pictures and time zones; `$now(picture, tz)` delegates to it. */
function formatMillis(
  lookup: EnvironmentLookup,
  millis: number,
  picture?: string,
  timezone?: string,
): unknown {
  const builtin = lookup('fromMillis');
  const implementation = isRecord(builtin) ? builtin.implementation : undefined;
  if (typeof implementation !== 'function') return new Date(millis).toISOString();
  const formatted: unknown = Reflect.apply(implementation, undefined, [millis, picture, timezone]);
  return formatted;
}

export const builtinOverrides: readonly BuiltinOverride[] = [
  {
    name: 'now',
    jsonataSignature: '<s?s?:s>',
    implementation: (rt, args, lookup) => {
      const millis = rt.clock.now();
      const picture = optStr('now', args, 0);
      const timezone = optStr('now', args, 1);
      if (picture === undefined && timezone === undefined) return new Date(millis).toISOString();
      return formatMillis(lookup, millis, picture, timezone);
    },
  },
  { name: 'millis', jsonataSignature: '<:n>', implementation: (rt) => rt.clock.now() },
  { name: 'random', jsonataSignature: '<:n>', implementation: (rt) => rt.random.next() },
  {
    name: 'shuffle',
    jsonataSignature: '<a:a>',
    implementation: (rt, args) => {
      const items = [...arr('shuffle', args, 0)];
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = Math.floor(rt.random.next() * (i + 1));
        const swap = items[i];
        items[i] = items[j];
        items[j] = swap;
      }
      return items;
    },
  },
];

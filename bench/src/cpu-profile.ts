// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time by function and by package or file,
// so a profile taken under load reads as "where the time goes". `node --import tsx bench/src/cpu-profile.ts <file> [top] [lastMs]`.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const Profile = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

/** The package (node_modules/<name>) or our own source area a script URL belongs to. */
export function areaOf(url: string): string {
  if (!url) return '(native/vm)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  if (url.startsWith('node:')) return url;
  const dist = /apps\/server\/dist\/([^/]+)$/.exec(url);
  if (dist?.[1]) return `server dist/${dist[1]}`;
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
}

/** `lastMs`: only the samples of the profile's last `lastMs` (the load, not the start-up before it). */
export function summarise(file: string, top = 25, lastMs = Number.POSITIVE_INFINITY): string {
  const profile = Profile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const span = profile.timeDeltas.reduce((a, b) => a + b, 0);
  let at = 0;
  for (const [i, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (span - at > lastMs * 1000) continue;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${areaOf(url)}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const area = areaOf(url);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  // Inclusive time of our own functions (the server bundle): each sample counts once for every one of
  // them on its stack, so a function's figure includes the database and library work it called.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !/apps\/server\/dist\//.test(frame.url)) continue;
      const name = `${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  const lines = [`total sampled ${(total / 1000).toFixed(0)} ms`];
  const table = (title: string, map: Map<string, number>) => {
    lines.push(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      lines.push(
        `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      );
    }
  };
  table('self time by area', byArea);
  table('self time by function', byFunction);
  table('inclusive time of server functions', inclusive);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile>');
  const lastMs = process.argv[4] ? Number(process.argv[4]) : Number.POSITIVE_INFINITY;
  console.log(summarise(file, Number(process.argv[3] ?? 25), lastMs));
}

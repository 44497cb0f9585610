import { PGlite } from '@electric-sql/pglite';
import { createTestServer } from './testing/server.js';

const counts = new Map<string, number>();
const times = new Map<string, number>();
let counting = false;
for (const m of ['query', 'exec'] as const) {
  const orig = (PGlite.prototype as any)[m];
  (PGlite.prototype as any)[m] = function (sql: string, ...rest: unknown[]) {
    if (!counting) return orig.call(this, sql, ...rest);
    const k = sql.replace(/\s+/g, ' ').slice(0, 100);
    const t0 = performance.now();
    const p = orig.call(this, sql, ...rest);
    p.finally(() => {
      counts.set(k, (counts.get(k) ?? 0) + 1);
      times.set(k, (times.get(k) ?? 0) + performance.now() - t0);
    });
    return p;
  };
}
const server = await createTestServer('pglite', { PGLITE_THREAD: 'main' });
const login = await server.app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { username: 'demo@flowlane.app', password: 'demo1234' },
});
const token = login.json().token;
const auth = { authorization: `Bearer ${token}` };
const created = (
  await server.app.inject({ method: 'POST', url: '/api/workflow', headers: auth, payload: {} })
).json();
const node = (id: string, serviceId: string, params: Record<string, unknown>, x: number) => ({
  id,
  serviceId,
  action: 'run',
  name: id,
  position: { x, y: 0 },
  params,
});
const graph = {
  schemaVersion: 1,
  nodes: [
    node('hook', 'trigger.webhook', {}, 0),
    node('set', 'data.set', { values: { numbers: '{{ trigger.body.numbers }}' } }, 200),
    node(
      'code',
      'code.javascript',
      { code: 'return input.reduce((a, b) => a + b, 0);', input: '{{ steps.set.numbers }}' },
      400,
    ),
    node('reply', 'flow.webhook-response', { status: 200, body: '{{ { "sum": steps.code.result } }}' }, 600),
  ],
  edges: [
    { id: 'e1', source: 'hook', sourceHandle: null, target: 'set' },
    { id: 'e2', source: 'set', sourceHandle: null, target: 'code' },
    { id: 'e3', source: 'code', sourceHandle: null, target: 'reply' },
  ],
};
const put = await server.app.inject({
  method: 'PUT',
  url: `/api/workflow/${created.id}`,
  headers: auth,
  payload: {
    data: {
      ...created.data,
      title: 'q',
      webhook: { active: true, responseMode: process.env.MODE ?? 'sync' },
    },
    graph,
  },
});
if (put.statusCode >= 300) throw new Error(put.body);
const call = () =>
  server.app.inject({ method: 'POST', url: `/hooks/${created.hookId}`, payload: { numbers: [1, 2, 3] } });
for (let i = 0; i < 5; i++) await call();
await new Promise((r) => setTimeout(r, 1500));
counting = true;
const N = 200;
const rs = [];
const T0 = performance.now();
for (let i = 0; i < N / 50; i++) rs.push(...(await Promise.all(Array.from({ length: 50 }, call))));
console.log('ms per sequential run', ((performance.now() - T0) / N).toFixed(2));
await new Promise((r) => setTimeout(r, 1500));
counting = false;
console.log(rs[0]?.statusCode, rs[0]?.body);
let total = 0;
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) {
  total += v;
  console.log(String(v).padStart(4), (times.get(k)! / v).toFixed(2).padStart(7), 'ms', k);
}
console.log('total', total, 'per run', (total / N).toFixed(1));
await server.close();

// Datasets at scale: a 100,000-row CSV imported through the API (upload, start, poll until done), then a
// filtered, sorted page and other pages over those rows, timed through the API of the built server, on
// the embedded PGlite and on PostgreSQL. `node --import tsx bench/src/datasets.ts` (after `npm run build`);
// BENCH_DATASET_ROWS sets the row count (default 100,000), BENCH_SKIP_PGLITE=1 / BENCH_SKIP_POSTGRES=1
// skip a database. Baseline: one row fetched by id through the same API, in the same run.
import { startBuiltApp } from '@flowlane/e2e';
import pg from 'pg';
import { z } from 'zod';
import { demoClient } from './flowlane-api.js';

const ROWS = Number(process.env.BENCH_DATASET_ROWS ?? 100_000);
const SAMPLES = 15;

async function timed(call: () => Promise<unknown>): Promise<{ median: number; p90: number }> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(SAMPLES / 2)] ?? 0, p90: times[Math.floor(SAMPLES * 0.9)] ?? 0 };
}

/** A CSV of `rows` people: name, amount, active, joined, city. */
function csv(rows: number): string {
  const lines = ['name,amount,active,joined,city'];
  for (let i = 1; i <= rows; i++) {
    const joined = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
    lines.push(
      `person ${(i * 7919) % rows} ${i},${(i * 104_729) % 100_000},${i % 2 === 0},${joined},city${i % 100}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const Import = z.object({
  id: z.string(),
  status: z.string(),
  processed: z.number(),
  inserted: z.number(),
  mapping: z.array(z.unknown()),
  message: z.string().nullable(),
});

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const app = await startBuiltApp({ LOG_LEVEL: 'warn', ...env });
  try {
    const base = app.url;
    const { call } = await demoClient(base);
    const login = z.object({ token: z.string() }).parse(
      await (
        await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo@flowlane.app', password: 'demo1234' }),
        })
      ).json(),
    );
    const dataset = z
      .object({ id: z.string() })
      .parse(await call('POST', '/api/dataset', { name: `Bench ${Date.now()}` }));
    const body = csv(ROWS);
    const started = performance.now();
    const upload = await fetch(`${base}/api/dataset/${dataset.id}/import?fileName=bench.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}`, 'content-type': 'text/csv' },
      body,
    });
    if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const uploaded = Import.parse(await upload.json());
    await call('POST', `/api/dataset/${dataset.id}/import/${uploaded.id}/start`, {
      hasHeader: true,
      mapping: uploaded.mapping,
    });
    let done = uploaded;
    while (done.status !== 'succeeded' && done.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 250));
      done = Import.parse(await call('GET', `/api/dataset/${dataset.id}/import/${uploaded.id}`));
    }
    const seconds = (performance.now() - started) / 1000;
    if (done.status !== 'succeeded') throw new Error(`import failed: ${done.message}`);
    console.log(
      `\n# datasets on ${label}: ${ROWS.toLocaleString('en')}-row CSV (${(body.length / 1e6).toFixed(1)} MB) imported in ${seconds.toFixed(1)} s = ${Math.round(done.inserted / seconds).toLocaleString('en')} rows/s`,
    );

    const rows = `/api/dataset/${dataset.id}/rows`;
    const filter = (f: unknown) => encodeURIComponent(JSON.stringify(f));
    const anyRow = z
      .object({ items: z.array(z.object({ id: z.string() })) })
      .parse(await call('GET', `${rows}?pageSize=1`)).items[0]?.id;
    const filtered = filter({
      join: 'and',
      columns: [
        { column: 'c1', conditions: [{ operator: 'gt', value: 50_000 }] },
        { column: 'c4', conditions: [{ operator: 'startsWith', value: 'city1' }] },
      ],
    });
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['baseline: one row by id', () => call('GET', `${rows}/${anyRow}`)],
      ['first page, no filter, by id', () => call('GET', `${rows}?pageSize=50`)],
      ['page sorted by name (text)', () => call('GET', `${rows}?pageSize=50&sort=c0`)],
      [
        'filtered (amount > 50000 and city starts with city1), sorted by name',
        () => call('GET', `${rows}?pageSize=50&sort=c0&filter=${filtered}`),
      ],
      ['same, page 20', () => call('GET', `${rows}?pageSize=50&page=20&sort=c0&filter=${filtered}`)],
      [
        'contains "99 1", sorted by amount desc',
        () =>
          call(
            'GET',
            `${rows}?pageSize=50&sort=c1&direction=desc&filter=${filter({ columns: [{ column: 'c0', conditions: [{ operator: 'contains', value: '99 1' }] }] })}`,
          ),
      ],
      [
        'matches ^person 1[0-9]{3} , sorted by joined',
        () =>
          call(
            'GET',
            `${rows}?pageSize=50&sort=c3&filter=${filter({ columns: [{ column: 'c0', conditions: [{ operator: 'matches', value: '^person 1[0-9]{3} ' }] }] })}`,
          ),
      ],
      ['deep page 1,000 sorted by amount', () => call('GET', `${rows}?pageSize=50&page=1000&sort=c1`)],
    ];
    let baseline = 0;
    for (const [name, run] of cases) {
      const { median, p90 } = await timed(run);
      if (!baseline) baseline = median;
      console.log(
        `${name.padEnd(72)} median ${median.toFixed(1)} ms  p90 ${p90.toFixed(1)} ms  (${(median / baseline).toFixed(1)}× baseline)`,
      );
    }
  } finally {
    await app.stop();
  }
}

export async function datasetsBenchmark(): Promise<void> {
  if (process.env.BENCH_SKIP_PGLITE !== '1') await measure('PGlite (embedded)', {});
  if (process.env.BENCH_SKIP_POSTGRES !== '1') {
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const name = `flowlane_bench_datasets_${Date.now()}`;
    await admin.query(`create database ${name}`);
    try {
      await measure('PostgreSQL', { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await datasetsBenchmark();
}

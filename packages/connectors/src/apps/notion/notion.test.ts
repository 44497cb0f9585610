import { stepOf } from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { appBench, useFake } from '../../testing/app-bench.js';
import { NotionFake } from './fake-server.js';
import { notion } from './index.js';

const SECRET = { id: 'notion', kind: 'bearer', fields: { token: 'secret_test' } };
const fake = new NotionFake();
useFake(fake, () => {
  fake.server.reset();
  fake.databases.set('db1', []);
});
const { graphOf, poll, runGraph } = appBench(notion, { credential: SECRET, apiUrl: () => fake.apiUrl });

describe('Notion', () => {
  it('creates a database item with its title, properties and content, with the API version header', async () => {
    const result = await runGraph(
      graphOf('notion.create_database_item', {
        databaseId: 'db1',
        title: 'Call Ada',
        properties: { Status: { select: { name: 'Open' } } },
        content: 'First line\nSecond line',
      }),
    );
    expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
    const [page] = fake.databases.get('db1') ?? [];
    expect(page?.properties).toMatchObject({
      Status: { select: { name: 'Open' } },
      Name: { title: [{ text: { content: 'Call Ada' } }] },
    });
    expect(page?.children).toHaveLength(2);
    expect(fake.server.requests[0]?.headers['notion-version']).toBe('2022-06-28');
  });

  it('queries a database over cursor pages sent in the body', async () => {
    for (let i = 1; i <= 130; i += 1) fake.add('db1', `Item ${i}`);
    const all = await runGraph(graphOf('notion.query_database', { databaseId: 'db1', returnAll: true }));
    expect(stepOf(all, 's').output).toMatchObject({ count: 130, more: false });
    expect(fake.server.requests.map((r) => (r.body as { start_cursor?: string }).start_cursor)).toEqual([
      undefined,
      '100',
    ]);
    const five = await runGraph(graphOf('notion.query_database', { databaseId: 'db1', limit: 5 }));
    expect(stepOf(five, 's').output).toMatchObject({ count: 5, more: true });
  });

  it('reads a page, appends text, and says Notion’s message for a missing one', async () => {
    const page = fake.add('db1', 'Notes');
    const read = await runGraph(graphOf('notion.get_page', { pageId: page.id }));
    expect(stepOf(read, 's').output).toMatchObject({ id: page.id, url: page.url });
    const appended = await runGraph(graphOf('notion.append_text', { pageId: page.id, text: 'Done' }));
    expect(appended.status, JSON.stringify(appended.error)).toBe('succeeded');
    expect(page.children).toHaveLength(1);
    const missing = await runGraph(graphOf('notion.get_page', { pageId: 'nope' }));
    expect(missing.error?.message).toBe(
      'Notion GET /v1/pages/nope answered 404: Could not find page with ID: nope.',
    );
  });

  it('new database item trigger hands on each new page once', async () => {
    const check = poll('notion.new_database_item', { databaseId: 'db1' });
    const tick = async (runId: string) => {
      const { result, output } = await check(runId);
      expect(result.status, JSON.stringify(result.error)).toBe('succeeded');
      return (output as { items: { id: string }[] }).items.map((p) => p.id);
    };
    fake.add('db1', 'Before');
    expect(await tick('r1')).toEqual([]);
    const a = fake.add('db1', 'A');
    const b = fake.add('db1', 'B');
    expect(await tick('r2')).toEqual([a.id, b.id]);
    expect(await tick('r3')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { expectPlaceholders, expectStep, fromList, importApp } from './testing.js';

describe('n8n Notion nodes', () => {
  it('maps Notion database pages (create, get, query) and appending paragraphs, ids taken out of links', () => {
    const create = importApp('notion', 2.2, {
      resource: 'databasePage',
      databaseId: fromList(
        '0fe2f7de-558b-471e-ab07-e9d871cdf4a9',
        'Tasks',
        'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9',
      ),
      title: '={{ $json.subject }}',
      propertiesUi: {
        propertyValues: [
          { key: 'Status|status', statusValue: 'Not started' },
          { key: 'Due|date', date: '={{ $json.due }}' },
          { key: 'Owner|people', peopleValue: ['c2f20311-9e54-4d11-8c79-7398424ae41e'] },
        ],
      },
      blockUi: { blockValues: [{ textContent: '={{ $json.body }}' }] },
      options: {},
    });
    expectStep(create, 'notion.create_database_item', {
      databaseId: '0fe2f7de-558b-471e-ab07-e9d871cdf4a9',
      title: '{{ steps.start.subject }}',
      properties: {
        Status: { status: { name: 'Not started' } },
        Due: { date: { start: '{{ steps.start.due }}' } },
      },
      content: '{{ steps.start.body }}',
    });
    expect(create.details).toEqual([
      'Notion properties not imported: Owner.',
      expect.stringContaining('"Name" column'),
      expect.stringContaining('simplified'),
    ]);

    const query = importApp('notion', 2.2, {
      resource: 'databasePage',
      operation: 'getAll',
      databaseId: {
        __rl: true,
        value: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
        mode: 'url',
      },
      returnAll: true,
      filterType: 'json',
      filterJson: '{"property": "Status", "status": {"equals": "Done"}}',
      options: { sort: { sortValue: [{ key: 'Due|date', direction: 'descending' }] } },
    });
    expectStep(query, 'notion.query_database', {
      databaseId: '0fe2f7de558b471eab07e9d871cdf4a9',
      returnAll: true,
      filter: { property: 'Status', status: { equals: 'Done' } },
      sorts: [{ property: 'Due', direction: 'descending' }],
    });

    const get = importApp('notion', 2.2, {
      resource: 'databasePage',
      operation: 'get',
      pageId: {
        __rl: true,
        value: 'https://www.notion.so/Launch-plan-b4eeb113e118403ba450af65ac25f0b9',
        mode: 'url',
      },
    });
    expectStep(get, 'notion.get_page', { pageId: 'b4eeb113e118403ba450af65ac25f0b9' });

    const append = importApp('notion', 2.2, {
      resource: 'block',
      blockId: {
        __rl: true,
        value: 'https://www.notion.so/Meeting-notes-88888ccc303e4f44847f27d24bd7ad8e',
        mode: 'url',
      },
      blockUi: {
        blockValues: [
          { textContent: '={{ $json.summary }}' },
          { type: 'paragraph', textContent: 'Next steps' },
        ],
      },
    });
    expectStep(append, 'notion.append_text', {
      pageId: '88888ccc303e4f44847f27d24bd7ad8e',
      text: '{{ steps.start.summary }}\nNext steps',
    });
  });

  expectPlaceholders([
    ['notion', 2.2, { resource: 'page', operation: 'archive' }, 'the Notion page "archive" operation'],
    ['notion', 2.2, {}, 'the Notion page "create" operation'],
  ]);
});

import { prop } from '@flowlane/engine';
import { z } from 'zod';
import { defineApp, defineOperation, definePollingTrigger } from '../../kit/app.js';
import { fieldText } from '../../kit/items.js';

/**
 * Notion API (https://developers.notion.com/reference): an internal integration secret or an OAuth2
 * token as Bearer, `Notion-Version` pinned, cursor pages (`start_cursor` / `next_cursor`, in the body of
 * a database query), errors as `{ object: "error", status, code, message }`, 429 with Retry-After.
 */

const databaseId = prop.string({
  label: 'Database ID',
  required: true,
  help: 'The 32-character id in the database’s link; the database must be shared with the integration',
  optionsFrom: { loader: 'notion.databases' },
});

/** A paragraph block per line of text. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => ({
      object: 'block',
      type: 'paragraph',
      paragraph: { rich_text: [{ type: 'text', text: { content: line.slice(0, 2000) } }] },
    }));

const pageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    created_time: { type: 'string' },
    properties: { type: 'object' },
  },
};

const createPage = defineOperation({
  id: 'create_database_item',
  name: 'Create database item',
  description:
    'Adds a page to a Notion database with a title, other property values in Notion’s format, and optional text content; returns the new page with its id and URL.',
  idempotent: false,
  props: {
    databaseId,
    title: prop.string({ label: 'Title', required: true }),
    titleProperty: prop.string({
      label: 'Title property',
      default: 'Name',
      help: 'The database’s title column',
    }),
    properties: prop.json({
      label: 'Other properties',
      help: 'Notion property values, e.g. {"Status": {"select": {"name": "Open"}}}',
      schema: z.record(z.string(), z.unknown()).optional(),
    }),
    content: prop.text({ label: 'Content', help: 'Text for the page; one paragraph per line' }),
  },
  request: {
    method: 'POST',
    path: '/pages',
    body: (p) => ({
      parent: { database_id: p.databaseId },
      properties: { ...p.properties, [p.titleProperty]: { title: [{ text: { content: p.title } }] } },
      ...(p.content ? { children: paragraphs(p.content) } : {}),
    }),
  },
  outputSchema: pageSchema,
});

const queryDatabase = defineOperation({
  id: 'query_database',
  name: 'Query database',
  description:
    'Lists the pages of a Notion database, optionally filtered and sorted with Notion’s filter and sort objects.',
  idempotent: true,
  props: {
    databaseId,
    filter: prop.json({
      label: 'Filter',
      help: 'A Notion filter object',
      schema: z.record(z.string(), z.unknown()).optional(),
    }),
    sorts: prop.json({
      label: 'Sorts',
      help: 'A list of Notion sort objects',
      schema: z.array(z.unknown()).optional(),
    }),
  },
  request: {
    method: 'POST',
    path: '/databases/{databaseId}/query',
    body: (p) => ({ ...(p.filter ? { filter: p.filter } : {}), ...(p.sorts ? { sorts: p.sorts } : {}) }),
  },
  pagination: {
    mode: 'cursor',
    in: 'body',
    itemsPath: 'results',
    cursorPath: 'next_cursor',
    cursorParam: 'start_cursor',
    sizeParam: 'page_size',
    maxPageSize: 100,
  },
  outputSchema: { items: pageSchema },
});

const getPage = defineOperation({
  id: 'get_page',
  name: 'Get page',
  description: 'Reads one Notion page by id: its properties, URL and times.',
  idempotent: true,
  props: { pageId: prop.string({ label: 'Page ID', required: true }) },
  request: { method: 'GET', path: '/pages/{pageId}' },
  outputSchema: pageSchema,
});

const appendText = defineOperation({
  id: 'append_text',
  name: 'Append text',
  description: 'Adds paragraphs of text at the end of a Notion page (one paragraph per line).',
  idempotent: false,
  props: {
    pageId: prop.string({ label: 'Page ID', required: true }),
    text: prop.text({ label: 'Text', required: true }),
  },
  request: {
    method: 'PATCH',
    path: '/blocks/{pageId}/children',
    body: (p) => ({ children: paragraphs(p.text) }),
  },
  outputSchema: { type: 'object', properties: { results: { type: 'array' } } },
});

const Query = z.object({ results: z.array(z.unknown()) });

const newItem = definePollingTrigger({
  id: 'new_database_item',
  name: 'New database item',
  description: 'Starts the workflow with the pages added to a Notion database since the last check.',
  props: { databaseId },
  list: async ({ params, request }, since) => {
    const answer = await request({
      method: 'POST',
      path: `/databases/${encodeURIComponent(params.databaseId)}/query`,
      body: {
        type: 'json',
        data: {
          ...(since ? { filter: { timestamp: 'created_time', created_time: { on_or_after: since } } } : {}),
          sorts: [{ timestamp: 'created_time', direction: 'descending' }],
          page_size: 100,
        },
      },
    });
    return Query.parse(answer.body).results;
  },
  itemId: fieldText('id'),
  itemTime: fieldText('created_time'),
  outputSchema: { items: pageSchema },
});

const NotionError = z.object({ object: z.literal('error'), message: z.string() });

export const notion = defineApp({
  id: 'notion',
  name: 'Notion',
  icon: 'si:notion',
  description: 'Create and query database items, read pages, append text; react to new database items.',
  baseUrl: 'https://api.notion.com/v1',
  auth: { templates: ['notion'], kinds: ['bearer', 'oauth2'] },
  headers: { 'notion-version': '2022-06-28' },
  errorMessage: (body) => NotionError.safeParse(body).data?.message,
  operations: [createPage, queryDatabase, getPage, appendText],
  pollingTriggers: [newItem],
  optionLoaders: [
    {
      id: 'databases',
      request: () => ({
        method: 'POST',
        path: '/search',
        body: { filter: { property: 'object', value: 'database' }, page_size: 100 },
      }),
      items: (body) => z.object({ results: z.array(z.unknown()) }).safeParse(body).data?.results ?? [],
      option: (item) => {
        const database = z
          .object({ id: z.string(), title: z.array(z.object({ plain_text: z.string() })).default([]) })
          .safeParse(item).data;
        if (!database) return undefined;
        const title = database.title.map((part) => part.plain_text).join('');
        return { value: database.id, label: title || database.id };
      },
    },
  ],
});

import type { MappedStep, MappingContext } from '../mapping-types.js';
import { jsonParam, list, record, text } from '../table-helpers.js';
import { appRow, listNote, locatorId, operations, paging } from './app-helpers.js';

// ---- Notion (database page create, get, getAll; block append)

const NOTION_ID =
  /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The page, database or block id in a Notion link: a block's after `#`, else the last one in the path. */
function notionIdFromUrl(url: string): string | undefined {
  const [beforeHash = '', hash = ''] = url.split('#');
  const inHash = hash.match(NOTION_ID)?.[0];
  if (inHash) return inHash;
  const found = (beforeHash.split('?')[0] ?? '').match(NOTION_ID);
  return found?.[found.length - 1];
}

const notionOutputNote = (ctx: MappingContext) => {
  if (ctx.params.simple !== false)
    ctx.needsHand(
      'parameter',
      "n8n simplified Notion's answer (property_* fields); this step outputs the page as Notion gives it (check the fields later steps read).",
    );
};

/** A Notion property value from an n8n property row (`key` is "Name|type"), undefined when not imported. */
function notionProperty(ctx: MappingContext, row: Record<string, unknown>, type: string): unknown {
  const v = (value: unknown, fallback: unknown = '') => ctx.value(value ?? fallback);
  switch (type) {
    case 'rich_text':
      return row.richText === true ? undefined : { rich_text: [{ text: { content: v(row.textContent) } }] };
    case 'number':
      return { number: v(row.numberValue, 0) };
    case 'checkbox':
      return { checkbox: v(row.checkboxValue, false) };
    case 'select':
      return { select: { name: v(row.selectValue) } };
    case 'status':
      return { status: { name: v(row.statusValue) } };
    case 'multi_select':
      return Array.isArray(row.multiSelectValue)
        ? { multi_select: row.multiSelectValue.map((name) => ({ name: ctx.value(name) })) }
        : undefined;
    case 'email':
      return { email: v(row.emailValue) };
    case 'url':
      return { url: v(row.urlValue) };
    case 'phone_number':
      return { phone_number: v(row.phoneValue) };
    case 'date':
      return row.range === true ? undefined : { date: { start: v(row.date) } };
    default:
      return undefined;
  }
}

function notionCreate(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const properties: Record<string, unknown> = {};
  const skipped: string[] = [];
  let title = p.title === undefined ? undefined : ctx.value(p.title);
  let titleProperty: string | undefined;
  for (const item of list(record(p.propertiesUi).propertyValues)) {
    const row = record(item);
    const [name = '', keyType] = (text(row.key) ?? '').split('|');
    const type = keyType ?? text(row.type) ?? '';
    if (name === '') continue;
    if (type === 'title') {
      titleProperty = name;
      title = ctx.value(row.title ?? '');
      continue;
    }
    const value = notionProperty(ctx, row, type);
    if (value === undefined) skipped.push(name);
    else properties[name] = value;
  }
  if (skipped.length > 0)
    ctx.needsHand('parameter', `Notion properties not imported: ${skipped.join(', ')}.`);
  if (!titleProperty)
    ctx.needsHand(
      'parameter',
      'The title goes into the database\'s "Name" column: set Title property if the title column is called otherwise.',
    );
  const blocks = list(record(p.blockUi).blockValues).map(record);
  const paragraphs = blocks.filter(
    (b) => (text(b.type) ?? 'paragraph') === 'paragraph' && b.richText !== true,
  );
  if (paragraphs.length < blocks.length)
    ctx.needsHand('parameter', 'Page content other than plain-text paragraphs is not imported.');
  const content = paragraphText(ctx, paragraphs);
  if (Object.keys(record(p.options)).length > 0) ctx.needsHand('parameter', 'The page icon is not imported.');
  notionOutputNote(ctx);
  return {
    serviceId: 'notion.create_database_item',
    params: {
      databaseId: locatorId(ctx, p.databaseId, notionIdFromUrl, 'database id'),
      title: title ?? '',
      ...(titleProperty ? { titleProperty } : {}),
      ...(Object.keys(properties).length > 0 ? { properties } : {}),
      ...(content ? { content } : {}),
    },
  };
}

/** Paragraph blocks' texts, one line each. */
function paragraphText(ctx: MappingContext, blocks: readonly Record<string, unknown>[]): string {
  return blocks.map((b) => String(ctx.value(b.textContent ?? ''))).join('\n');
}

function notionQuery(ctx: MappingContext): MappedStep {
  const p = ctx.params;
  const params: Record<string, unknown> = {
    databaseId: locatorId(ctx, p.databaseId, notionIdFromUrl, 'database id'),
    ...paging(ctx, 50),
  };
  const filterType = text(p.filterType) ?? 'none';
  if (filterType === 'json') params.filter = jsonParam(ctx, p.filterJson ?? '{}');
  else if (filterType !== 'none')
    ctx.needsHand('parameter', 'The filter conditions are not imported: write them as a Notion filter.');
  const sorts = list(record(record(p.options).sort).sortValue).map((item) => {
    const sort = record(item);
    const key = (text(sort.key) ?? '').split('|')[0] ?? '';
    const direction = text(sort.direction) ?? 'ascending';
    return sort.timestamp === true ? { timestamp: key, direction } : { property: key, direction };
  });
  if (sorts.length > 0) params.sorts = sorts;
  listNote(ctx, 'page');
  notionOutputNote(ctx);
  return { serviceId: 'notion.query_database', params };
}

function notionAppend(ctx: MappingContext): MappedStep | { unmapped: string } {
  const blocks = list(record(ctx.params.blockUi).blockValues).map(record);
  const plain = blocks.every((b) => (text(b.type) ?? 'paragraph') === 'paragraph' && b.richText !== true);
  if (blocks.length === 0 || !plain) return { unmapped: 'Notion blocks other than plain-text paragraphs' };
  return {
    serviceId: 'notion.append_text',
    params: {
      pageId: locatorId(ctx, ctx.params.blockId, notionIdFromUrl, 'page id'),
      text: paragraphText(ctx, blocks),
    },
  };
}

const notionOperations = operations('Notion', ['page.create', 'databasePage.create', 'block.append'], {
  'databasePage.create': notionCreate,
  'databasePage.getAll': notionQuery,
  'databasePage.get': (ctx) => {
    notionOutputNote(ctx);
    return {
      serviceId: 'notion.get_page',
      params: { pageId: locatorId(ctx, ctx.params.pageId, notionIdFromUrl, 'page id') },
    };
  },
  'block.append': notionAppend,
});

export const notion = appRow('n8n-nodes-base.notion', 'notion.create_database_item', notionOperations);

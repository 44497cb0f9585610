import { prop } from '@flowlane/engine';

/**
 * What a list step gives: a page of items, how many, and whether more were left. The kit wraps a paged
 * operation's item schema in it; an operation that pages in its own `run` declares it the same way.
 */
export const listSchema = (item: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    items: { type: 'array', items: item },
    count: { type: 'number' },
    more: { type: 'boolean' },
  },
});

/** The props of a list step: every page, or up to a limit. */
export const paginationProps = {
  returnAll: prop.boolean({
    label: 'Return all',
    default: false,
    help: 'Read every page; otherwise stop at the limit',
  }),
  limit: prop.number({ label: 'Limit', default: 50, min: 1, int: true, help: 'The most items to return' }),
};

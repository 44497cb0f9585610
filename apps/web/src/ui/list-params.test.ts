import { RunStatus } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listParam, readListParams, tableParams, writeListParams } from './list-params';

const query = (text: string) => new URLSearchParams(text);

/** A project-filtered list: search, project, paging (the authorization, integration and dataset lists). */
const ProjectList = z.object({
  search: listParam.search(),
  projectId: listParam.id('projectId'),
  page: listParam.page(),
  pageSize: listParam.pageSize(10),
});

/** A list with a server sort chosen from a menu, like the workflow list. */
const Sorted = z.object({
  search: listParam.search(),
  sort: listParam.choice('sort', z.enum(['updated', 'title', 'created']), 'updated'),
  page: listParam.page(),
  pageSize: listParam.pageSize(20),
});

const Table = z.object(tableParams({ pageSize: 10 }));

describe('list state in the URL', () => {
  it('reads an empty URL as the defaults, and writes the defaults as an empty URL', () => {
    const state = readListParams(ProjectList, query(''));
    expect(state).toEqual({ search: '', projectId: null, page: 0, pageSize: 10 });
    expect(writeListParams(ProjectList, state).toString()).toBe('');
  });

  it('round-trips search (?q=), project, page and page size, in the schema order', () => {
    const state = readListParams(ProjectList, query('pageSize=20&page=2&projectId=p1&q=mail'));
    expect(state).toEqual({ search: 'mail', projectId: 'p1', page: 2, pageSize: 20 });
    expect(writeListParams(ProjectList, state).toString()).toBe('q=mail&projectId=p1&page=2&pageSize=20');
  });

  it('reads a spoilt value as its default and clamps numbers to their range', () => {
    expect(readListParams(ProjectList, query('projectId=&page=x&pageSize=500'))).toEqual({
      search: '',
      projectId: null,
      page: 0,
      pageSize: 100,
    });
    expect(readListParams(ProjectList, query('page=-3')).page).toBe(0);
    expect(readListParams(Sorted, query('sort=name')).sort).toBe('updated');
  });

  it('keeps a chosen value out of the URL when it is the default, and in it otherwise', () => {
    const state = readListParams(Sorted, query('sort=created'));
    expect(state.sort).toBe('created');
    expect(writeListParams(Sorted, state).toString()).toBe('sort=created');
    expect(writeListParams(Sorted, { ...state, sort: 'updated' }).toString()).toBe('');
  });

  it('reads a filter that may be absent (null) from a zod enum', () => {
    const Runs = z.object({ status: listParam.choice('status', RunStatus, null), page: listParam.page() });
    expect(readListParams(Runs, query('status=failed'))).toEqual({ status: 'failed', page: 0 });
    expect(readListParams(Runs, query('status=lost')).status).toBeNull();
    expect(writeListParams(Runs, { status: null, page: 1 }).toString()).toBe('page=1');
  });

  it('round-trips a table: header sort, column filters (repeated keys) and their join', () => {
    const state = {
      sort: { column: 'name', desc: true },
      page: 1,
      pageSize: 50,
      filters: [
        { column: 'name', operator: 'contains' as const, value: 'a.b:c' },
        { column: 'count', operator: 'gt' as const, value: '3' },
      ],
      join: 'or' as const,
    };
    const url = writeListParams(Table, state);
    expect(url.getAll('filter')).toEqual(['name.contains:a.b:c', 'count.gt:3']);
    expect(url.get('sort')).toBe('-name');
    expect(readListParams(Table, query(url.toString()))).toEqual(state);
  });

  it('drops a filter a hand-edited URL spoils, keeping the others', () => {
    const state = readListParams(Table, query('filter=name.nope:x&filter=oops&filter=name.endsWith:z'));
    expect(state.filters).toEqual([{ column: 'name', operator: 'endsWith', value: 'z' }]);
    expect(state.join).toBe('and');
  });

  it('starts a table on its default sort, and keeps that sort out of the URL', () => {
    const ByTitle = z.object(tableParams({ pageSize: 10, sort: { column: 'title', desc: false } }));
    const state = readListParams(ByTitle, query(''));
    expect(state.sort).toEqual({ column: 'title', desc: false });
    expect(writeListParams(ByTitle, state).has('sort')).toBe(false);
    expect(readListParams(ByTitle, query('sort=-title')).sort).toEqual({ column: 'title', desc: true });
  });
});

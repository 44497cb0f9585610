import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './use-list-url-state';

const DEFAULTS = { pageSize: 10 };

describe('list state in the URL', () => {
  it('keeps search, project, page and page size, and leaves defaults out', () => {
    const query = new URLSearchParams('q=mail&projectId=p1&page=2&pageSize=20');
    const state = readListState(query, DEFAULTS);
    expect(state).toMatchObject({ search: 'mail', projectId: 'p1', page: 2, pageSize: 20 });
    expect(writeListState(state, DEFAULTS).toString()).toBe('q=mail&projectId=p1&page=2&pageSize=20');
    expect(
      writeListState({ ...state, search: '', projectId: null, page: 0, pageSize: 10 }, DEFAULTS).toString(),
    ).toBe('');
  });

  it('reads an empty project as none and a bad page as the first', () => {
    const state = readListState(new URLSearchParams('projectId=&page=x'), DEFAULTS);
    expect(state).toMatchObject({ search: '', projectId: null, page: 0, pageSize: 10 });
  });
});

import { describe, expect, it } from 'vitest';
import { getByPath, parsePath } from './json-path.js';

const value = { links: { next: '/p2' }, data: [{ id: 1 }, { id: 2 }], 'odd key': { 'next-page': 'x' } };

describe('getByPath', () => {
  it.each([
    ['links.next', '/p2'],
    ['$.links.next', '/p2'],
    ['data[1].id', 2],
    ['["odd key"]["next-page"]', 'x'],
    ['$', value],
    ['links.missing', undefined],
    ['data[5].id', undefined],
    ['links.next.length', undefined],
    ['constructor', undefined],
    ['__proto__', undefined],
  ])('reads %s', (path, expected) => {
    expect(getByPath(value, path)).toEqual(expected);
  });

  it.each([['a..b'], ['a[x]'], ['a]']])('rejects the malformed path %s', (path) => {
    expect(parsePath(path)).toBeNull();
  });
});

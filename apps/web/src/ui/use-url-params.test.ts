import { describe, expect, it } from 'vitest';
import { urlUpdater } from './use-url-params';

type Params = { category: string | null; search: string };
const serialize = (value: Params) => {
  const query = new URLSearchParams();
  if (value.category) query.set('category', value.category);
  if (value.search) query.set('q', value.search);
  return query;
};

describe('URL params updates', () => {
  it('builds on the last update asked for, not on the render that made the handler', () => {
    const written: string[] = [];
    // The handler of one render: `latest` is what that render read from the URL.
    const latest = { current: { category: null, search: '' } as Params };
    const update = urlUpdater(latest, serialize, (query) => written.push(query.toString()));
    update({ category: 'mail' }); // a category click...
    update({ search: 'smtp' }); // ...and typing before any re-render
    expect(written).toEqual(['category=mail', 'category=mail&q=smtp']);
  });

  it('writes what a later render read when the URL changed from outside', () => {
    const written: string[] = [];
    const latest = { current: { category: null, search: '' } as Params };
    const update = urlUpdater(latest, serialize, (query) => written.push(query.toString()));
    latest.current = { category: 'ai', search: '' }; // a render after the back button
    update({ search: 'gpt' });
    expect(written).toEqual(['category=ai&q=gpt']);
  });
});

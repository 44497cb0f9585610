import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearReturnPath, peekReturnPath, saveReturnPath } from './return-path';

describe('the return path after login', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a page with its query', () => {
    saveReturnPath('/workflows/search?q=mail');
    expect(peekReturnPath()).toBe('/workflows/search?q=mail');
    clearReturnPath();
    expect(peekReturnPath()).toBeNull();
  });

  it.each(['/', '/login', '/logout', '/logout?x=1', '/pages/errors/error-404', '/pages/errors/error-500'])(
    'never saves %s',
    (path) => {
      saveReturnPath(path);
      expect(peekReturnPath()).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { navigationConfig } from '../navigation/navigation-config';
import { filterNavigation, flattenNavigation } from '../navigation/navigation-utils';
import { shortcutItems, toggleShortcut } from './shortcut-list';

const visibleFor = (roles: string[]) => flattenNavigation(filterNavigation(navigationConfig, roles));

describe('shortcuts', () => {
  it('keeps the saved order', () => {
    const items = shortcutItems(['datasets', 'dashboard'], visibleFor(['ROLE_FLOW_USER']));
    expect(items.map((item) => item.id)).toEqual(['datasets', 'dashboard']);
  });

  it('hides shortcuts the role may not see, and unknown ids', () => {
    const ids = ['workflows', 'invoices', 'dashboard', 'gone'];
    expect(shortcutItems(ids, visibleFor(['ROLE_LITE_USER'])).map((item) => item.id)).toEqual(['dashboard']);
    expect(shortcutItems(ids, visibleFor(['ROLE_FLOW_ADMIN'])).map((item) => item.id)).toEqual([
      'workflows',
      'invoices',
      'dashboard',
    ]);
  });

  it('toggles an id in and out', () => {
    expect(toggleShortcut(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleShortcut(['a', 'b'], 'a')).toEqual(['b']);
  });
});

import { useCallback, useMemo } from 'react';
import type { NavItem } from '../navigation/types';
import { useNavigation } from '../navigation/use-navigation';
import { usePreferences } from '../settings/preferences';
import { shortcutItems, toggleShortcut } from './shortcut-list';

/** The user's shortcuts (user.data.shortcuts: navigation item ids), saved with saveUserData. */
export function useShortcuts(): { items: NavItem[]; ids: string[]; toggle(id: string): void } {
  const { flat } = useNavigation();
  const { shortcuts, writeShortcuts } = usePreferences();
  const items = useMemo(() => shortcutItems(shortcuts, flat), [shortcuts, flat]);
  const toggle = useCallback(
    (id: string) => writeShortcuts((ids) => toggleShortcut(ids, id)),
    [writeShortcuts],
  );
  return { items, ids: shortcuts, toggle };
}

import type { User, UserSettings } from '@flowlane/contracts';
import { useCallback } from 'react';
import { saveUserData, useGuestSettings, useSession } from '../session';
import { type PendingSave, useShellStore } from './shell-store';

export type Preferences = {
  /** Saved to the profile (a user with a role), or kept in this browser (a guest). */
  signedIn: boolean;
  settings: UserSettings;
  shortcuts: string[];
  writeSettings(update: (settings: UserSettings) => UserSettings): void;
  writeShortcuts(update: (shortcuts: string[]) => string[]): void;
};

function pendingFor(user: User): PendingSave | null {
  const pending = useShellStore.getState().pending;
  return pending?.userId === user.id ? pending : null;
}

/** Drops a pending value when its save did not happen, unless a later change replaced it meanwhile. */
function revertIfUnsaved<K extends 'settings' | 'shortcuts'>(user: User, key: K, sent: PendingSave[K]) {
  return (saved: boolean) => {
    const latest = pendingFor(user);
    if (!saved && latest && latest[key] === sent)
      useShellStore.getState().setPending({ ...latest, [key]: undefined });
  };
}

/**
 * The user's own preferences (shell settings, language, shortcuts). saveUserData saves them for a user
 * with roles (PUT /api/user, "User data saved") and keeps a guest's settings in the browser. A save
 * shows at once through a pending copy, which gives way when the save fails.
 */
export function usePreferences(): Preferences {
  const session = useSession();
  const guestSettings = useGuestSettings();
  const guestShortcuts = useShellStore((state) => state.guest.shortcuts);
  const pending = useShellStore((state) => state.pending);
  const user = session.status === 'signedIn' && session.roles.length > 0 ? session.user : null;
  const mine = user && pending?.userId === user.id ? pending : null;

  const writeSettings = useCallback(
    (update: (settings: UserSettings) => UserSettings) => {
      if (!user) {
        void saveUserData({ settings: update(guestSettings) });
        return;
      }
      const current = pendingFor(user);
      const next = update(current?.settings ?? user.data.settings);
      useShellStore.getState().setPending({ ...current, userId: user.id, settings: next });
      void saveUserData({ settings: next }).then(revertIfUnsaved(user, 'settings', next));
    },
    [user, guestSettings],
  );

  const writeShortcuts = useCallback(
    (update: (shortcuts: string[]) => string[]) => {
      const store = useShellStore.getState();
      if (!user) {
        store.setGuest((guest) => ({ ...guest, shortcuts: update(guest.shortcuts) }));
        return;
      }
      const current = pendingFor(user);
      const next = update(current?.shortcuts ?? user.data.shortcuts);
      store.setPending({ ...current, userId: user.id, shortcuts: next });
      void saveUserData({ shortcuts: next }).then(revertIfUnsaved(user, 'shortcuts', next));
    },
    [user],
  );

  return {
    signedIn: user !== null,
    settings: user ? (mine?.settings ?? user.data.settings) : guestSettings,
    shortcuts: user ? (mine?.shortcuts ?? user.data.shortcuts) : guestShortcuts,
    writeSettings,
    writeShortcuts,
  };
}

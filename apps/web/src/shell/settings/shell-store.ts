import type { UserSettings } from '@flowlane/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SettingsPatch } from './settings-schema';

/** A guest's shortcuts, kept in this browser (a guest's settings are kept by src/auth). */
export type GuestPreferences = { shortcuts: string[] };

const StoredGuest = z.object({ guest: z.object({ shortcuts: z.array(z.string()).catch([]) }) });

/** A signed-in user's change not yet echoed back by the session, so the UI follows at once. */
export type PendingSave = { userId: string; settings?: UserSettings; shortcuts?: string[] };

type ShellState = {
  route: SettingsPatch | null;
  guest: GuestPreferences;
  pending: PendingSave | null;
  navbarMobileOpen: boolean;
  settingsPanelOpen: boolean;
  setRoute(route: SettingsPatch | null): void;
  setGuest(update: (guest: GuestPreferences) => GuestPreferences): void;
  setPending(pending: PendingSave | null): void;
  setNavbarMobileOpen(open: boolean): void;
  setSettingsPanelOpen(open: boolean): void;
};

export const useShellStore = create<ShellState>()(
  persist(
    (set) => ({
      route: null,
      guest: { shortcuts: [] },
      pending: null,
      navbarMobileOpen: false,
      settingsPanelOpen: false,
      setRoute: (route) => set({ route }),
      setGuest: (update) => set((state) => ({ guest: update(state.guest) })),
      setPending: (pending) => set({ pending }),
      setNavbarMobileOpen: (navbarMobileOpen) => set({ navbarMobileOpen }),
      setSettingsPanelOpen: (settingsPanelOpen) => set({ settingsPanelOpen }),
    }),
    {
      name: 'flowlane.shell',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ guest: state.guest }),
      // Local storage is outside input: parse it, and start clean when it does not fit.
      merge: (stored, current) => {
        const parsed = StoredGuest.safeParse(stored);
        return parsed.success ? { ...current, guest: parsed.data.guest } : current;
      },
    },
  ),
);

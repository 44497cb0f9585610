import { type User, UserSettings } from '@flowlane/contracts';
import { create } from 'zustand';

export type SessionStatus = 'checking' | 'signedIn' | 'guest';

export type Session = {
  status: SessionStatus;
  user: User | null;
  /** The user's roles for the current team; empty for a guest (spec section 6). */
  roles: string[];
};

type SessionState = {
  session: Session;
  /** Guests keep their settings in the browser (spec section 4, "Saving user data"). */
  guestSettings: UserSettings;
  setUser(user: User): void;
  setGuest(): void;
  setGuestSettings(settings: UserSettings): void;
};

const GUEST_SETTINGS_KEY = 'flowlane.guestSettings';

function readGuestSettings(): UserSettings {
  try {
    const parsed = UserSettings.safeParse(JSON.parse(localStorage.getItem(GUEST_SETTINGS_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const GUEST: Session = { status: 'guest', user: null, roles: [] };

export const useSessionStore = create<SessionState>((set) => ({
  session: { status: 'checking', user: null, roles: [] },
  guestSettings: readGuestSettings(),
  setUser: (user) => set({ session: { status: 'signedIn', user, roles: user.roles } }),
  setGuest: () => set({ session: GUEST }),
  setGuestSettings: (settings) => {
    localStorage.setItem(GUEST_SETTINGS_KEY, JSON.stringify(settings));
    set({ guestSettings: settings });
  },
}));

export const getSession = (): Session => useSessionStore.getState().session;

/** The current session: `checking` until the start-up auth check ends. */
export function useSession(): Session {
  return useSessionStore((s) => s.session);
}

/** Settings a guest chose (theme and so on), kept in local storage. */
export function useGuestSettings(): UserSettings {
  return useSessionStore((s) => s.guestSettings);
}

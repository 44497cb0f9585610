import { create } from 'zustand';

/** Calls under way, for disabling their buttons wherever they are. */
export const useBusyStore = create<{ saving: boolean; starting: boolean }>(() => ({
  saving: false,
  starting: false,
}));

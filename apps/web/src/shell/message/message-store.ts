import { create } from 'zustand';

export type MessageVariant = 'success' | 'info' | 'warning' | 'error';

type MessageState = {
  open: boolean;
  message: string;
  variant: MessageVariant;
  /** Increments on every show, so the same text twice still restarts the auto-hide timer. */
  key: number;
  show(message: string, variant?: MessageVariant): void;
  hide(): void;
};

/** The one message bar of the app (spec: top centre, hides after 6000 ms; text is always plain text). */
export const useMessageStore = create<MessageState>((set) => ({
  open: false,
  message: '',
  variant: 'info',
  key: 0,
  show: (message, variant = 'info') => set((s) => ({ open: true, message, variant, key: s.key + 1 })),
  hide: () => set({ open: false }),
}));

export const showMessage = (message: string, variant: MessageVariant = 'info') =>
  useMessageStore.getState().show(message, variant);

import { describe, expect, it } from 'vitest';
import { createShellTheme } from '../theme/create-theme';
import { messageColor } from './message-colors';
import { showMessage, useMessageStore } from './message-store';

describe('the message bar', () => {
  const theme = createShellTheme('defaultDark', { direction: 'ltr', animations: true });

  it.each([
    ['success', '#43a047'],
    ['info', '#1e88e5'],
    ['warning', '#ffb300'],
    ['error', '#d32f2f'],
  ] as const)('paints %s in %s', (variant, colour) => {
    expect(messageColor(variant, theme)).toBe(colour);
  });

  it('restarts on every message, the same text included', () => {
    showMessage('User data saved', 'success');
    const first = useMessageStore.getState().key;
    showMessage('User data saved', 'success');
    expect(useMessageStore.getState()).toMatchObject({ open: true, variant: 'success', key: first + 1 });
  });
});

import { amber, blue, green } from '@mui/material/colors';
import type { Theme } from '@mui/material/styles';
import type { MessageVariant } from './message-store';

/** Reference colours: green, blue and amber 600, and the theme's dark error. */
export function messageColor(variant: MessageVariant, theme: Theme): string {
  switch (variant) {
    case 'success':
      return green[600];
    case 'info':
      return blue[600];
    case 'warning':
      return amber[600];
    case 'error':
      return theme.palette.error.dark;
  }
}

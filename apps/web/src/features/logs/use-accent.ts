import { useTheme } from '@mui/material';

/**
 * The colour for links and text buttons: the sky-blue secondary reads well on dark paper, but is too pale
 * on white, where the navy primary reads better.
 */
export function useAccent(): 'primary' | 'secondary' {
  return useTheme().palette.mode === 'dark' ? 'secondary' : 'primary';
}

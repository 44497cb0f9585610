import { useTheme } from '@mui/material/styles';

/**
 * The colour for links, focused fields and text or outlined buttons: the theme's dark navy primary
 * vanishes on dark paper and the sky-blue secondary is too pale on white, so each mode takes the other.
 */
export function useAccent(): 'primary' | 'secondary' {
  return useTheme().palette.mode === 'dark' ? 'secondary' : 'primary';
}

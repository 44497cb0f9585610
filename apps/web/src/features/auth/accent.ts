import { useTheme } from '@mui/material/styles';

/**
 * The colour for links, focused fields and outlined buttons: the theme's dark primary (fuseDark) vanishes
 * on a dark background and the light secondary (sky blue) on a light one, so each mode takes the other.
 */
export function useAccent(): 'primary' | 'secondary' {
  return useTheme().palette.mode === 'dark' ? 'secondary' : 'primary';
}

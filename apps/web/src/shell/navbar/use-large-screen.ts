import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/** The large breakpoint: from here up the navbar and page sidebars are permanent, below they are drawers. */
export function useLargeScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
}

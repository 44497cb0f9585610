import { GlobalStyles } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';

/** Every transition and animation of the page ends at once. */
const STILL = {
  '*, *::before, *::after': { transition: 'none !important', animationDuration: '0s !important' },
};

/** The settings panel's custom scrollbars and animations switches, applied to the whole page. */
export function ShellGlobalStyles({
  customScrollbars,
  animations,
}: {
  customScrollbars: boolean;
  animations: boolean;
}) {
  return (
    <GlobalStyles
      styles={(theme: Theme) => ({
        'html, body, #root': { height: '100%' },
        ...(customScrollbars && {
          '*': {
            scrollbarWidth: 'thin',
            scrollbarColor: `${alpha(theme.palette.text.primary, 0.24)} transparent`,
          },
          '*::-webkit-scrollbar': { width: 8, height: 8 },
          '*::-webkit-scrollbar-thumb': {
            backgroundColor: alpha(theme.palette.text.primary, 0.24),
            borderRadius: 8,
          },
          '*::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
        }),
        // Off by the switch, or by the system's "reduce motion" while the switch is on: the settings cog
        // would otherwise turn on every page for as long as it is open.
        ...(animations ? { '@media (prefers-reduced-motion: reduce)': STILL } : STILL),
      })}
    />
  );
}

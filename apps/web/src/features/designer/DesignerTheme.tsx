import { createTheme, getContrastRatio, ThemeProvider, useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';

/** Below this contrast against the paper, the primary colour does not carry focus rings, links and buttons. */
const MIN_CONTRAST = 3;

/**
 * The designer is dense with inputs, links and buttons in the primary colour. Some dark themes (the
 * default dark one) have a primary that all but disappears on dark paper; there the designer uses the
 * theme's secondary colour as its primary, so every control keeps one visible accent.
 */
export function DesignerTheme({ children }: { children: ReactNode }) {
  const outer = useTheme();
  const theme = useMemo(() => {
    const { primary, secondary, background } = outer.palette;
    if (getContrastRatio(primary.main, background.paper) >= MIN_CONTRAST) return outer;
    return createTheme(outer, { palette: { primary: secondary } });
  }, [outer]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

import type { SxProps, Theme } from '@mui/material';

/**
 * For an icon that points along the reading direction (a chevron to open, an arrow to go on): mirrored
 * when the page reads right to left, so "forward" still points forward.
 */
export const mirrorInRtl: SxProps<Theme> = {
  transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
};

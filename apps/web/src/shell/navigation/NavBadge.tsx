import { Box } from '@mui/material';
import type { NavItem } from './types';

export function NavBadge({ badge }: { badge: NonNullable<NavItem['badge']> }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 2,
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '18px',
        bgcolor: badge.bg,
        color: badge.fg,
      }}
    >
      {badge.title}
    </Box>
  );
}

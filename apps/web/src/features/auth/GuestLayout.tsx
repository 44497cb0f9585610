import { Box } from '@mui/material';
import { Outlet } from 'react-router';

/** The guest screens: no navbar, toolbar or footer, one card in the middle (inside the shell's main). */
export function GuestLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 4 },
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 20% 0%, ${theme.palette.secondary.main}22 0, transparent 45%)`,
      }}
    >
      <Outlet />
    </Box>
  );
}

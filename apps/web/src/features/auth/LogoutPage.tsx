import { MESSAGES } from '@flowlane/contracts';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { logout } from '../../auth';

/** /logout: shows "Logging out" and logs out (spec section 2). */
export function LogoutPage() {
  useEffect(() => {
    void logout();
  }, []);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 12 }}>
      <CircularProgress color="secondary" />
      <Typography variant="h6">{MESSAGES.loggingOut}</Typography>
    </Box>
  );
}

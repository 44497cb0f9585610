import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../auth';

/** /logout: shows "Logging out" and logs out (spec section 2). */
export function LogoutPage() {
  const { t } = useTranslation();
  useEffect(() => {
    void logout();
  }, []);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 12 }}>
      <CircularProgress color="secondary" />
      <Typography variant="h6">{t('messages.loggingOut')}</Typography>
    </Box>
  );
}

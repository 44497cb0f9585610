import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import { useNavigation } from '../navigation/use-navigation';
import { VerticalNavigation } from '../navigation/VerticalNavigation';

/** The navbar's inside: the brand, then the navigation; `dense` shows icons only. */
export function NavbarContent({
  dense,
  headerAction,
  onNavigate,
}: {
  dense: boolean;
  headerAction?: React.ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { items } = useNavigation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: dense ? 2 : 2.5,
          minHeight: 64,
          flexShrink: 0,
        }}
      >
        <Logo size={32} />
        {!dense && (
          <Typography variant="h6" noWrap sx={{ fontWeight: 800, flex: 1, letterSpacing: 0.3 }}>
            {t('app.name')}
          </Typography>
        )}
        {!dense && headerAction}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
        <VerticalNavigation items={items} dense={dense} onNavigate={onNavigate} />
      </Box>
    </Box>
  );
}

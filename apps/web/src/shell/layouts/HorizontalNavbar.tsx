import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import { MobileNavbar } from '../navbar/MobileNavbar';
import { useLargeScreen } from '../navbar/use-large-screen';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { useNavigation } from '../navigation/use-navigation';
import { SectionTheme } from '../theme/SectionTheme';

/** Layouts 2 and 3: the brand and a top navigation bar; a drawer below the large breakpoint. */
export function HorizontalNavbar({ contained }: { contained: boolean }) {
  const { t } = useTranslation();
  const large = useLargeScreen();
  const { items } = useNavigation();
  if (!large) return <MobileNavbar />;
  return (
    <SectionTheme section="navbar">
      <Box
        data-testid="navbar"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <Container maxWidth={contained ? 'lg' : false} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
            <Logo size={28} />
            <Typography variant="h6" sx={{ fontWeight: 800 }}>
              {t('app.name')}
            </Typography>
          </Box>
          <HorizontalNavigation items={items} />
        </Container>
      </Box>
    </SectionTheme>
  );
}

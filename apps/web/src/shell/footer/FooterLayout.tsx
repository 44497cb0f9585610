import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionTheme } from '../theme/SectionTheme';

/** The footer: the copyright line with the current year, in the footer's own theme. */
export function FooterLayout({ contained }: { contained: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionTheme section="footer">
      <Box
        component="footer"
        data-testid="footer"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <Container
          maxWidth={contained ? 'lg' : false}
          sx={{ display: 'flex', alignItems: 'center', minHeight: 48 }}
        >
          <Typography variant="body2">
            {/* isolated, so "© 2026 Flowlane" keeps its order inside a right-to-left page */}
            <bdi>{t('footer.copyright', { year: new Date().getFullYear() })}</bdi>
          </Typography>
        </Container>
      </Box>
    </SectionTheme>
  );
}

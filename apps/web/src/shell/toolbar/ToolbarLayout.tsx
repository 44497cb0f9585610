import { AppBar, Box, Container, Toolbar } from '@mui/material';
import { NavbarToggleButton } from '../navbar/NavbarToggleButton';
import { GlobalSearch } from '../search/GlobalSearch';
import type { LayoutConfig, LayoutStyle } from '../settings/settings-schema';
import { SettingsButton } from '../settings-panel/SettingsButtons';
import { Shortcuts } from '../shortcuts/Shortcuts';
import { SectionTheme } from '../theme/SectionTheme';
import { LanguageMenu } from './LanguageMenu';
import { TeamSwitcher } from './TeamSwitcher';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

/** The toolbar of every layout, in the toolbar's own theme. */
export function ToolbarLayout({ style, config }: { style: LayoutStyle; config: LayoutConfig }) {
  const vertical = style === 'layout1';
  const { navbar } = config;
  // Layout 1 folds its navbar from here; the horizontal layouts open theirs as a drawer on small screens.
  const toggle = navbar.display ? <NavbarToggleButton foldable={vertical} /> : null;
  return (
    <SectionTheme section="toolbar">
      <AppBar
        position="static"
        elevation={0}
        data-testid="toolbar"
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth={config.mode === 'container' ? 'lg' : false} disableGutters>
          <Toolbar sx={{ minHeight: { xs: 64 }, gap: 0.5, position: 'relative', px: { xs: 1, md: 2 } }}>
            {(!vertical || navbar.position === 'left') && toggle}
            <Box sx={{ display: { xs: 'none', md: 'flex' }, minWidth: 0 }}>
              <Shortcuts />
            </Box>
            <Box sx={{ flex: 1 }} />
            <TeamSwitcher />
            <LanguageMenu />
            <ThemeToggle />
            <GlobalSearch />
            <SettingsButton />
            <UserMenu />
            {vertical && navbar.position === 'right' && toggle}
          </Toolbar>
        </Container>
      </AppBar>
    </SectionTheme>
  );
}

import { LIMITS } from '@flowlane/contracts';
import { Box, Paper } from '@mui/material';
import { useHoverOpen } from '../navigation/use-hover-open';
import type { LayoutConfig, ScrollArea } from '../settings/settings-schema';
import { SectionTheme } from '../theme/SectionTheme';
import { MobileNavbar } from './MobileNavbar';
import { NavbarContent } from './NavbarContent';
import { useLargeScreen } from './use-large-screen';

/**
 * Layout 1's vertical navbar: 280 px, or 64 px folded, expanding over the page while hovered (after
 * 150 ms) from the large breakpoint up; a drawer below it.
 */
export function NavbarLayout1({ navbar, scroll }: { navbar: LayoutConfig['navbar']; scroll: ScrollArea }) {
  const large = useLargeScreen();
  const hover = useHoverOpen();
  if (!navbar.display) return null;
  if (!large) return <MobileNavbar position={navbar.position} />;
  const expanded = !navbar.folded || hover.open;
  const width = navbar.folded ? LIMITS.navbarWidthFolded : LIMITS.navbarWidth;
  // With the page scrolling as a whole, a fixed navbar stays in view; a static one scrolls away.
  const sticky = scroll === 'body' && navbar.style === 'fixed';
  return (
    <SectionTheme section="navbar">
      <Box
        sx={{
          width,
          flexShrink: 0,
          position: sticky ? 'sticky' : 'relative',
          top: 0,
          height: sticky ? '100vh' : 'auto',
          alignSelf: sticky ? 'flex-start' : 'stretch',
          zIndex: (theme) => theme.zIndex.appBar + 1,
          transition: (theme) => theme.transitions.create('width'),
        }}
      >
        <Paper
          square
          elevation={hover.open && navbar.folded ? 8 : 0}
          onMouseEnter={navbar.folded ? hover.onEnter : undefined}
          onMouseLeave={navbar.folded ? hover.onLeave : undefined}
          data-testid="navbar"
          data-folded={navbar.folded}
          data-expanded={expanded}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            [navbar.position]: 0,
            width: expanded ? LIMITS.navbarWidth : LIMITS.navbarWidthFolded,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            backgroundImage: 'none', // no dark-mode elevation tint while it lies over the page
            color: 'text.primary',
            borderInlineEnd: navbar.position === 'left' ? 1 : 0,
            borderInlineStart: navbar.position === 'right' ? 1 : 0,
            borderColor: 'divider',
            transition: (theme) => theme.transitions.create(['width', 'box-shadow']),
          }}
        >
          <NavbarContent dense={!expanded} />
        </Paper>
      </Box>
    </SectionTheme>
  );
}

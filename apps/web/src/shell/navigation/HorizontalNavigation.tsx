import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Paper,
  Popper,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { mirrorInRtl } from '../../ui/mirror';
import { NavBadge } from './NavBadge';
import { NavIcon } from './NavIcon';
import { hasActiveChild, isUrlActive } from './navigation-utils';
import type { NavItem } from './types';
import { useHoverOpen } from './use-hover-open';
import { useNavTitle } from './use-navigation';

/** The top navigation bar of layouts 2 and 3: groups and collapses open as menus on hover. */
export function HorizontalNavigation({ items }: { items: NavItem[] }) {
  return (
    <Box
      component="nav"
      data-testid="horizontal-navigation"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 56, px: 1, flexWrap: 'wrap' }}
    >
      {items.map((item) =>
        item.type === 'divider' ? (
          <Divider key={item.id} orientation="vertical" flexItem sx={{ mx: 1, my: 1.5 }} />
        ) : item.children ? (
          <TopMenu key={item.id} item={item} />
        ) : (
          <TopLink key={item.id} item={item} />
        ),
      )}
    </Box>
  );
}

const activeSx = (theme: Theme) => ({
  bgcolor: alpha(theme.palette.secondary.main, 0.16),
  color: theme.palette.secondary.main,
});

function TopLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const title = useNavTitle()(item);
  return (
    <Button
      component={NavLink}
      to={item.url ?? '/'}
      end={item.exact}
      color="inherit"
      startIcon={<NavIcon icon={item.icon} title={title} />}
      data-nav-id={item.id}
      sx={[{ textTransform: 'none', px: 1.5 }, isUrlActive(item, pathname) && activeSx]}
    >
      {title}
    </Button>
  );
}

function TopMenu({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const title = useNavTitle()(item);
  const anchor = useRef<HTMLButtonElement>(null);
  const hover = useHoverOpen();
  return (
    <Box onMouseEnter={hover.onEnter} onMouseLeave={hover.onLeave}>
      <Button
        ref={anchor}
        color="inherit"
        startIcon={<NavIcon icon={item.icon} title={title} />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={() => hover.setOpen(!hover.open)}
        aria-haspopup="menu"
        aria-expanded={hover.open}
        data-nav-id={item.id}
        sx={[{ textTransform: 'none', px: 1.5 }, hasActiveChild(item, pathname) && activeSx]}
      >
        {title}
      </Button>
      <Popper open={hover.open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 1300 }}>
        <MenuPanel items={item.children ?? []} onNavigate={() => hover.setOpen(false)} />
      </Popper>
    </Box>
  );
}

function MenuPanel({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <Paper elevation={8} sx={{ minWidth: 200, mt: 0.5 }}>
      <MenuList dense>
        {items.map((child) =>
          child.type === 'divider' ? (
            <Divider key={child.id} />
          ) : child.children ? (
            <SubMenu key={child.id} item={child} onNavigate={onNavigate} />
          ) : (
            <MenuLink key={child.id} item={child} onNavigate={onNavigate} />
          ),
        )}
      </MenuList>
    </Paper>
  );
}

function MenuLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const title = useNavTitle()(item);
  return (
    <MenuItem
      component={NavLink}
      to={item.url ?? '/'}
      end={item.exact}
      selected={isUrlActive(item, pathname)}
      onClick={onNavigate}
      data-nav-id={item.id}
    >
      <ListItemIcon>
        <NavIcon icon={item.icon} title={title} />
      </ListItemIcon>
      <ListItemText>{title}</ListItemText>
      {item.badge && <NavBadge badge={item.badge} />}
    </MenuItem>
  );
}

function SubMenu({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const title = useNavTitle()(item);
  const anchor = useRef<HTMLLIElement>(null);
  const hover = useHoverOpen();
  return (
    <Box onMouseEnter={hover.onEnter} onMouseLeave={hover.onLeave}>
      <MenuItem ref={anchor} onClick={() => hover.setOpen(!hover.open)} data-nav-id={item.id}>
        <ListItemIcon>
          <NavIcon icon={item.icon} title={title} />
        </ListItemIcon>
        <ListItemText>{title}</ListItemText>
        <ChevronRightIcon fontSize="small" sx={mirrorInRtl} />
      </MenuItem>
      <Popper open={hover.open} anchorEl={anchor.current} placement="right-start" sx={{ zIndex: 1300 }}>
        <MenuPanel items={item.children ?? []} onNavigate={onNavigate} />
      </Popper>
    </Box>
  );
}

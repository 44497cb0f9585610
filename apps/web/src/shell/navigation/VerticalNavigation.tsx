import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { NavBadge } from './NavBadge';
import { NavIcon } from './NavIcon';
import { hasActiveChild, isUrlActive } from './navigation-utils';
import type { NavItem } from './types';
import { useNavTitle } from './use-navigation';

type Props = {
  items: NavItem[];
  /** Icons only (a folded navbar that is not hovered). */
  dense?: boolean;
  onNavigate?: () => void;
};

const itemSx = {
  borderRadius: 1.5,
  mx: 1,
  mb: 0.25,
  minHeight: 40,
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.16),
    color: 'secondary.main',
    '& .MuiListItemIcon-root': { color: 'secondary.main' },
  },
} as const satisfies Parameters<typeof ListItemButton>[0]['sx'];

/** The side navigation: groups, collapses, items, links and dividers. */
export function VerticalNavigation({ items, dense = false, onNavigate }: Props) {
  return (
    <List component="nav" data-testid="vertical-navigation" sx={{ py: 1 }}>
      {items.map((item) => (
        <VerticalNavEntry key={item.id} item={item} dense={dense} depth={0} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function VerticalNavEntry({
  item,
  dense,
  depth,
  onNavigate,
}: {
  item: NavItem;
  dense: boolean;
  depth: number;
  onNavigate: (() => void) | undefined;
}) {
  switch (item.type) {
    case 'divider':
      return <Divider sx={{ my: 1, mx: 2 }} />;
    case 'group':
      return <NavGroup item={item} dense={dense} depth={depth} onNavigate={onNavigate} />;
    case 'collapse':
      return <NavCollapse item={item} dense={dense} depth={depth} onNavigate={onNavigate} />;
    default:
      return <NavEntryLink item={item} dense={dense} depth={depth} onNavigate={onNavigate} />;
  }
}

type EntryProps = { item: NavItem; dense: boolean; depth: number; onNavigate: (() => void) | undefined };

function NavGroup({ item, dense, depth, onNavigate }: EntryProps) {
  const title = useNavTitle()(item);
  return (
    <>
      {dense ? (
        <Divider sx={{ my: 1, mx: 2 }} />
      ) : (
        <ListSubheader
          disableSticky
          sx={{
            bgcolor: 'transparent',
            fontSize: 12,
            fontWeight: 700,
            textTransform: 'uppercase',
            lineHeight: '36px',
          }}
        >
          {title}
        </ListSubheader>
      )}
      {item.children?.map((child) => (
        <VerticalNavEntry key={child.id} item={child} dense={dense} depth={depth} onNavigate={onNavigate} />
      ))}
    </>
  );
}

function NavCollapse({ item, dense, depth, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const title = useNavTitle()(item);
  const active = hasActiveChild(item, pathname);
  const [open, setOpen] = useState(active);
  return (
    <>
      <Tooltip title={dense ? title : ''} placement="right">
        <ListItemButton
          sx={{ ...itemSx, pl: 2 + depth * 2 }}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          data-nav-id={item.id}
        >
          <ListItemIcon sx={{ minWidth: 36, color: active ? 'secondary.main' : 'inherit' }}>
            <NavIcon icon={item.icon} title={title} />
          </ListItemIcon>
          {!dense && (
            <ListItemText primary={title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 13 } } }} />
          )}
          {!dense && (
            <ExpandMoreIcon
              fontSize="small"
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          )}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open && !dense} unmountOnExit>
        {item.children?.map((child) => (
          <VerticalNavEntry
            key={child.id}
            item={child}
            dense={dense}
            depth={depth + 1}
            onNavigate={onNavigate}
          />
        ))}
      </Collapse>
    </>
  );
}

function NavEntryLink({ item, dense, depth, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const title = useNavTitle()(item);
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
        <NavIcon icon={item.icon} title={title} />
      </ListItemIcon>
      {!dense && (
        <ListItemText primary={title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 13 } } }} />
      )}
      {!dense && item.badge && <NavBadge badge={item.badge} />}
    </>
  );
  const sx = { ...itemSx, pl: 2 + depth * 2 };
  const button =
    item.type === 'link' ? (
      <ListItemButton
        component="a"
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        sx={sx}
        onClick={onNavigate}
      >
        {content}
      </ListItemButton>
    ) : (
      <ListItemButton
        component={NavLink}
        to={item.url ?? '/'}
        end={item.exact}
        selected={isUrlActive(item, pathname)}
        sx={sx}
        onClick={onNavigate}
        data-nav-id={item.id}
      >
        {content}
      </ListItemButton>
    );
  return dense ? (
    <Tooltip title={title} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

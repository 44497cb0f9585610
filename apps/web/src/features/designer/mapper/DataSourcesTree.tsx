import type { DataSourcesTree as Tree } from '@flowlane/contracts';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, IconButton, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '../../../ui';
import { dragMapping, insertIntoTarget } from './insert';

type RowProps = {
  tree: Tree;
  id: string;
  depth: number;
  expanded: ReadonlySet<string>;
  toggle(id: string): void;
};

const Row = memo(function Row({ tree, id, depth, expanded, toggle }: RowProps) {
  const { t } = useTranslation();
  const item = tree.items[id];
  if (!item) return null;
  const open = expanded.has(id);
  const path = item.data.path;
  return (
    <>
      <Box
        role="treeitem"
        aria-expanded={item.hasChildren ? open : undefined}
        data-testid="source-item"
        data-path={path ?? ''}
        draggable={path !== undefined}
        onDragStart={(event) => path && dragMapping(event, path)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: depth * 1.5,
          pr: 0.5,
          minHeight: 26,
          borderRadius: 1,
          cursor: path ? 'pointer' : 'default',
          '&:hover': { bgcolor: 'action.hover' },
        }}
        onClick={() => path && insertIntoTarget(path)}
        title={path ? `{{ ${path} }}` : undefined}
      >
        {item.hasChildren ? (
          <IconButton
            size="small"
            aria-label={open ? t('designer.panel.collapse') : t('designer.panel.expand')}
            data-testid="source-toggle"
            sx={{ p: 0.25 }}
            onClick={(event) => {
              event.stopPropagation();
              toggle(id);
            }}
          >
            {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" sx={mirrorInRtl} />}
          </IconButton>
        ) : (
          <Box sx={{ width: 24, flexShrink: 0 }} />
        )}
        <Typography
          variant="body2"
          noWrap
          sx={{ flex: 1, fontWeight: depth === 0 ? 600 : 400, fontSize: 13 }}
        >
          {item.data.title}
          {item.data.isArray ? ' [ ]' : ''}
        </Typography>
        {item.data.valueType && depth > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
            {item.data.valueType}
          </Typography>
        )}
      </Box>
      {open &&
        item.children.map((child) => (
          <Row key={child} tree={tree} id={child} depth={depth + 1} expanded={expanded} toggle={toggle} />
        ))}
    </>
  );
});

/** The mapper's data-sources tree: earlier steps and their fields; a click inserts `{{ path }}`. */
export function DataSourcesTree({ tree }: { tree: Tree }) {
  const root = tree.items[tree.rootId];
  // Steps open at once (one level); their fields open on demand, so a 2000-item tree stays light.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(root?.children ?? []));
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (!root) return null;
  return (
    <Box role="tree" data-testid="data-sources-tree">
      {root.children.map((id) => (
        <Row key={id} tree={tree} id={id} depth={0} expanded={expanded} toggle={toggle} />
      ))}
    </Box>
  );
}

import { alpha, GlobalStyles, useTheme } from '@mui/material';
import { NODE_BOX } from '../model/node-geometry';

const px = (n: number) => `${n}px`;

/**
 * The step nodes' look as one stylesheet: 500 steps share these classes instead of each computing its own
 * styles. Every height is fixed from NODE_BOX, so a step's size is known before it is drawn (see
 * node-geometry.ts); run statuses are drawn with shadows, which move nothing.
 */
export function NodeStyles() {
  const theme = useTheme();
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  // DesignerTheme makes sure the primary colour reads on the paper.
  const accent = palette.primary.main;
  const status = (color: string) => ({
    color,
    borderColor: alpha(color, 0.5),
    background: alpha(color, 0.12),
  });
  const stripe = (color: string) => ({ boxShadow: `inset 4px 0 0 ${color}` });
  const line = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;
  return (
    <GlobalStyles
      styles={{
        '.fl-canvas .react-flow__node-step': { padding: 0, border: 'none', background: 'none' },
        // React Flow's credit link stays as it is, in a colour that reads (its own grey is 2.7:1).
        '.fl-canvas .react-flow__attribution': { background: alpha(palette.background.paper, 0.8) },
        '.fl-canvas .react-flow__attribution a': { color: palette.text.secondary },
        '.fl-node, .fl-node *': { boxSizing: 'border-box' },
        '.fl-node': {
          position: 'relative',
          width: NODE_BOX.width,
          background: palette.background.paper,
          border: `${px(NODE_BOX.border)} solid ${dark ? alpha('#fff', 0.16) : alpha('#000', 0.16)}`,
          borderRadius: 10,
          color: palette.text.primary,
          fontFamily: theme.typography.fontFamily,
          fontSize: 12,
        },
        '.fl-node.run-succeeded': stripe(palette.success.main),
        '.fl-node.run-failed': stripe(palette.error.main),
        '.fl-node.run-running': stripe(palette.info.main),
        '.fl-node.run-skipped, .fl-node.run-cancelled': stripe(palette.text.disabled),
        // The selection ring goes outside the box (outline), so it moves nothing either.
        '.fl-node.is-selected': { borderColor: accent, outline: `2px solid ${alpha(accent, 0.4)}` },
        '.fl-node.is-disabled': { opacity: 0.55, borderStyle: 'dashed' },
        '.fl-node-head': {
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          height: NODE_BOX.head,
          padding: '0 10px',
        },
        '.fl-node-icon': {
          width: 30,
          height: 30,
          flexShrink: 0,
          borderRadius: 8,
          display: 'grid',
          placeItems: 'center',
          color: accent,
          background: alpha(accent, dark ? 0.18 : 0.1),
        },
        '.fl-node-titles': { flex: 1, minWidth: 0 },
        '.fl-node-service': {
          ...line,
          height: 15,
          lineHeight: '15px',
          fontSize: 11,
          color: palette.text.secondary,
        },
        '.fl-node-name': { ...line, height: 18, lineHeight: '18px', fontSize: 13, fontWeight: 600 },
        '.fl-node-status': {
          flexShrink: 0,
          border: '1px solid',
          borderRadius: 10,
          padding: '0 6px',
          lineHeight: '16px',
          fontSize: 10,
          fontWeight: 600,
          textTransform: 'uppercase',
        },
        '.fl-node-status.status-succeeded': status(palette.success.main),
        '.fl-node-status.status-failed': status(palette.error.main),
        '.fl-node-status.status-running': status(palette.info.main),
        '.fl-node-status.status-skipped, .fl-node-status.status-cancelled': status(palette.text.secondary),
        '.fl-node-issues': {
          ...line,
          height: NODE_BOX.issues - 4,
          lineHeight: px(NODE_BOX.issues - 4),
          margin: '0 10px 4px',
          color: palette.warning.main,
          fontSize: 11,
          fontWeight: 600,
          cursor: 'help',
        },
        '.fl-node-output': {
          height: NODE_BOX.output - 8,
          margin: '0 10px 8px',
          padding: '3px 6px',
          overflow: 'hidden',
          borderRadius: 4,
          background: palette.action.hover,
          color: palette.text.secondary,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 10.5,
          lineHeight: '15px',
          wordBreak: 'break-all',
          // Two whole lines: overflow alone would show a sliver of a third in the bottom padding.
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        },
        '.fl-node-output.is-error': { color: palette.error.main },
        '.fl-node-outs': { paddingBottom: NODE_BOX.rowsEnd },
        '.fl-node-out': {
          position: 'relative',
          height: NODE_BOX.row,
          lineHeight: px(NODE_BOX.row),
          padding: '0 14px 0 10px',
          textAlign: 'right',
          fontSize: 11,
          color: palette.text.secondary,
          // No overflow clipping here: the handle sits half outside the row.
          whiteSpace: 'nowrap',
        },
        '.fl-node .react-flow__handle': {
          width: NODE_BOX.handle,
          height: NODE_BOX.handle,
          minWidth: 0,
          minHeight: 0,
          background: palette.background.paper,
          border: `2px solid ${palette.text.secondary}`,
        },
        '.fl-node .react-flow__handle.handle-error': { borderColor: palette.error.main },
        '.fl-node .react-flow__handle.handle-true': { borderColor: palette.success.main },
        '.fl-node .react-flow__handle.handle-false': { borderColor: palette.warning.main },
        '.fl-node .react-flow__handle:hover, .fl-node .react-flow__handle.connectingto': {
          background: accent,
          borderColor: accent,
        },
        // The "+" right of each output: always there while the output leads nowhere (with a stub line
        // from the handle), shown on hover or selection once it is wired, as n8n draws it.
        '.fl-add-out': {
          position: 'absolute',
          top: '50%',
          right: -38,
          width: 18,
          height: 18,
          marginTop: -9,
          padding: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          border: `1px solid ${palette.text.secondary}`,
          background: palette.background.paper,
          color: palette.text.primary,
          fontSize: 14,
          lineHeight: 1,
          cursor: 'pointer',
          zIndex: 1,
        },
        '.fl-add-out::before': {
          content: '""',
          position: 'absolute',
          right: '100%',
          top: '50%',
          width: 14,
          borderTop: `1px solid ${palette.text.secondary}`,
        },
        '.fl-add-out.is-wired': { visibility: 'hidden' },
        '.fl-add-out.is-wired::before': { display: 'none' },
        '.fl-node:hover .fl-add-out.is-wired, .fl-node.is-selected .fl-add-out.is-wired, .fl-add-out:focus-visible':
          { visibility: 'visible' },
        '.fl-add-out:hover, .fl-add-out:focus-visible, .fl-add-out.is-picking': {
          background: accent,
          borderColor: accent,
          color: palette.getContrastText(accent),
        },
        '.fl-canvas .react-flow__edge.is-drop-target .react-flow__edge-path': {
          stroke: accent,
          strokeWidth: 3,
        },
        '.fl-canvas .react-flow__edge.selected .react-flow__edge-path': { stroke: accent },
        '.fl-canvas .react-flow__minimap-node': { fill: alpha(accent, 0.55) },
      }}
    />
  );
}

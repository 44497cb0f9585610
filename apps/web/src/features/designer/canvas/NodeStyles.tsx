import { alpha, GlobalStyles, useTheme } from '@mui/material';
import { NODE_WIDTH } from '../model/types';

/**
 * The step nodes' look as one stylesheet: 500 steps share these classes instead of each computing its own
 * styles, which keeps opening a large workflow and panning across it cheap.
 */
export function NodeStyles() {
  const theme = useTheme();
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  // The dark theme's primary is a dark navy that vanishes on dark paper; its secondary reads well.
  const accent = dark ? palette.secondary.main : palette.primary.main;
  const status = (color: string) => ({
    color,
    borderColor: alpha(color, 0.5),
    background: alpha(color, 0.12),
  });
  return (
    <GlobalStyles
      styles={{
        '.fl-canvas .react-flow__node-step': { padding: 0, border: 'none', background: 'none' },
        '.fl-node': {
          position: 'relative',
          width: NODE_WIDTH,
          background: palette.background.paper,
          border: `1px solid ${dark ? alpha('#fff', 0.16) : alpha('#000', 0.16)}`,
          borderRadius: 10,
          boxShadow: dark ? '0 1px 3px rgba(0,0,0,0.5)' : '0 1px 3px rgba(0,0,0,0.12)',
          color: palette.text.primary,
          fontFamily: theme.typography.fontFamily,
          fontSize: 12,
          lineHeight: 1.35,
        },
        '.fl-node.is-selected': { borderColor: accent, boxShadow: `0 0 0 2px ${alpha(accent, 0.4)}` },
        '.fl-node.is-disabled': { opacity: 0.55, borderStyle: 'dashed' },
        '.fl-node.run-succeeded': { borderLeft: `4px solid ${palette.success.main}` },
        '.fl-node.run-failed': { borderLeft: `4px solid ${palette.error.main}` },
        '.fl-node.run-skipped, .fl-node.run-cancelled': { borderLeft: `4px solid ${palette.text.disabled}` },
        '.fl-node-head': { display: 'flex', alignItems: 'center', gap: 8, padding: '8px 10px' },
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
        '.fl-node-service, .fl-node-name': {
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        '.fl-node-service': { fontSize: 11, color: palette.text.secondary },
        '.fl-node-name': { fontSize: 13, fontWeight: 600 },
        '.fl-node-status': {
          flexShrink: 0,
          border: '1px solid',
          borderRadius: 10,
          padding: '0 6px',
          fontSize: 10,
          fontWeight: 600,
          textTransform: 'uppercase',
        },
        '.fl-node-status.status-succeeded': status(palette.success.main),
        '.fl-node-status.status-failed': status(palette.error.main),
        '.fl-node-status.status-skipped, .fl-node-status.status-cancelled': status(palette.text.secondary),
        '.fl-node-issues': {
          margin: '0 10px 6px',
          color: palette.warning.main,
          fontSize: 11,
          fontWeight: 600,
          cursor: 'help',
        },
        '.fl-node-output': {
          margin: '0 10px 8px',
          padding: '3px 6px',
          maxHeight: 34,
          overflow: 'hidden',
          borderRadius: 4,
          background: palette.action.hover,
          color: palette.text.secondary,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 10.5,
          wordBreak: 'break-all',
        },
        '.fl-node-output.is-error': { color: palette.error.main },
        '.fl-node-outs': { display: 'flex', flexDirection: 'column', gap: 2, paddingBottom: 8 },
        '.fl-node-out': {
          position: 'relative',
          padding: '0 14px 0 10px',
          textAlign: 'right',
          fontSize: 11,
          color: palette.text.secondary,
        },
        '.fl-node .react-flow__handle': {
          width: 11,
          height: 11,
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
        '.fl-canvas .react-flow__edge.selected .react-flow__edge-path': { stroke: accent },
        '.fl-canvas .react-flow__minimap-node': { fill: alpha(accent, 0.55) },
      }}
    />
  );
}

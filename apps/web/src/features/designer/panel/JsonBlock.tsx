import { Box } from '@mui/material';

/** A value shown as indented JSON, scrolling past a few lines. */
export function JsonBlock({ value, testId }: { value: unknown; testId?: string }) {
  const text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? 'undefined');
  return (
    <Box
      component="pre"
      data-testid={testId}
      sx={{
        m: 0,
        p: 1,
        maxHeight: 220,
        overflow: 'auto',
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {text}
    </Box>
  );
}

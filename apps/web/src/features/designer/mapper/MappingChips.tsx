import type { TemplatePart } from '@flowlane/engine/browser';
import { Box, Chip } from '@mui/material';
import { memo } from 'react';

/** The mappings of a value as chips under its input, so `{{ }}` parts read at a glance. */
export const MappingChips = memo(function MappingChips({ parts }: { parts: readonly TemplatePart[] }) {
  const mappings = parts.flatMap((p) => (p.kind === 'expression' ? [p.source] : []));
  if (mappings.length === 0) return null;
  return (
    <Box data-testid="mapping-chips" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {mappings.map((source, index) => (
        <Chip
          // The same mapping may appear twice in one value.
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity but their place
          key={index}
          size="small"
          color="primary"
          variant="outlined"
          label={source}
          title={source}
          sx={{ maxWidth: '100%', fontFamily: 'monospace', fontSize: 11 }}
        />
      ))}
    </Box>
  );
});

import { Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A stand-in page for an area another feature builds; replace its route's element when it lands. */
function AreaPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} data-testid="area-placeholder">
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children ?? (
        <Paper sx={{ p: 3 }}>
          <Typography color="text.secondary">This area is on its way.</Typography>
        </Paper>
      )}
    </Container>
  );
}

export const DatasetsPlaceholder = () => <AreaPlaceholder title="Datasets" />;

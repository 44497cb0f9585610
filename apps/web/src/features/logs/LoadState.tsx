import { Alert, Box, CircularProgress } from '@mui/material';
import { ApiRequestError } from '../../api/client';

/** A query's loading spinner or its error (a 404 gets the page's own not-found text). */
export function LoadState({ error, notFound, failed }: { error: unknown; notFound: string; failed: string }) {
  if (!error)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress color="secondary" aria-label="Loading" />
      </Box>
    );
  const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  return (
    <Alert severity={missing ? 'warning' : 'error'} data-testid="load-error">
      {missing ? notFound : `${failed} ${error instanceof Error ? error.message : ''}`.trim()}
    </Alert>
  );
}

import { Alert, Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';

/** A query's children once it has data; a spinner before; "not found" or "could not load" on failure. */
export function LoadingOr({
  query,
  notFound,
  children,
}: {
  query: { isPending: boolean; error: unknown };
  notFound: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <Alert severity="error" data-testid="load-error">
        {missing ? notFound : t('authorizations.loadFailed')}
      </Alert>
    );
  }
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress color="secondary" aria-label="Loading" />
      </Box>
    );
  return <>{children}</>;
}

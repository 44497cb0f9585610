import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';

/** A spinner while something loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress color="secondary" aria-label={t('common.loading')} />
    </Box>
  );
}

/** The quiet line of a list with no rows (or a detail with nothing to show). */
export function EmptyState({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}
      data-testid={testId}
    >
      {typeof children === 'string' ? <Typography color="text.secondary">{children}</Typography> : children}
    </Box>
  );
}

/**
 * A query's content once it has data; before that a spinner, or on failure an alert — a 404 (or a 400
 * for an id that cannot exist) gets the page's own not-found text. An error while data is already shown
 * (a failed refetch) keeps the data. `empty` replaces the content when `isEmpty` says there is none.
 */
export function QueryView<T>({
  query,
  failed,
  notFound,
  isEmpty,
  empty,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  failed?: string;
  notFound?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error } = query;
  if (data === undefined) {
    if (!error) return <Loading />;
    const missing =
      notFound !== undefined &&
      error instanceof ApiRequestError &&
      (error.status === 404 || error.status === 400);
    return (
      <Alert severity={missing ? 'warning' : 'error'} data-testid="load-error">
        {missing ? notFound : (failed ?? t('ui.loadFailed'))}
      </Alert>
    );
  }
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

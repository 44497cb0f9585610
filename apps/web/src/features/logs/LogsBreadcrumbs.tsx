import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** My Workflows › <workflow> › Run <id>: the way back from a log. */
export function LogsBreadcrumbs({
  workflowId,
  workflowTitle,
  runId,
}: {
  workflowId: string;
  workflowTitle: string | undefined;
  runId?: string;
}) {
  const { t } = useTranslation();
  return (
    // Inherit the header's colour: the carded header is a dark band in every theme, the simple one is paper.
    <Breadcrumbs
      aria-label={t('logs.breadcrumb')}
      sx={{ mb: 0.5, color: 'inherit', opacity: 0.8, '& a, & p, & code': { fontSize: 13, color: 'inherit' } }}
    >
      <Link component={RouterLink} to="/workflows" color="inherit" underline="hover">
        {t('nav.myWorkflows')}
      </Link>
      {runId ? (
        <Link component={RouterLink} to={`/logs/flow/${workflowId}`} color="inherit" underline="hover">
          {workflowTitle ?? '…'}
        </Link>
      ) : (
        <Typography>{workflowTitle ?? '…'}</Typography>
      )}
      {runId && (
        <Typography component="code" dir="ltr">
          {runId.slice(0, 8)}
        </Typography>
      )}
    </Breadcrumbs>
  );
}

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
    <Breadcrumbs sx={{ mb: 0.5, fontSize: 13, '& a, & p': { fontSize: 13 } }} aria-label="breadcrumb">
      <Link component={RouterLink} to="/workflows" color="inherit" underline="hover">
        {t('nav.myWorkflows')}
      </Link>
      {runId ? (
        <Link component={RouterLink} to={`/logs/flow/${workflowId}`} color="inherit" underline="hover">
          {workflowTitle ?? '…'}
        </Link>
      ) : (
        <Typography color="text.secondary">{workflowTitle ?? '…'}</Typography>
      )}
      {runId && <Typography color="text.secondary">{runId.slice(0, 8)}</Typography>}
    </Breadcrumbs>
  );
}

import { isActiveRunStatus, isRetryableRunStatus, type RunDetail } from '@flowlane/contracts';
import CancelIcon from '@mui/icons-material/Cancel';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { announceFailure, announceQueued } from '../../shell';
import { logsApi, useInvalidateRuns } from './logs-api';

/** Retry from the failed step (failed or timed-out runs) and Cancel (queued or running runs). */
export function RunActions({ run, canEdit }: { run: RunDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateRuns();
  const retry = useMutation({
    mutationFn: () => logsApi.retry(run.id),
    onSuccess: (answer) => {
      announceQueued(answer);
      invalidate(run.workflowId);
      void navigate(`/logs/flow/${run.workflowId}/${answer.runId}`);
    },
    onError: announceFailure,
  });
  const cancel = useMutation({
    mutationFn: () => logsApi.cancel(run.id),
    onSuccess: () => invalidate(run.workflowId, run.id),
    onError: announceFailure,
  });
  if (!canEdit) return null;
  return (
    <Stack direction="row" spacing={1}>
      {isRetryableRunStatus(run.status) && (
        <Button
          variant="contained"
          color="secondary"
          startIcon={<ReplayIcon />}
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          {t('logs.retry')}
        </Button>
      )}
      {isActiveRunStatus(run.status) && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<CancelIcon />}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {t('logs.cancel')}
        </Button>
      )}
    </Stack>
  );
}

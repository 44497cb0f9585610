import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announceFailure, announceQueued } from '../../shell';
import { logsApi, useInvalidateRuns } from './logs-api';

/** POST /api/workflow/:id/run: queued shows the spec's info message, refused its reason as a warning. */
export function RunNowButton({ workflowId }: { workflowId: string }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateRuns();
  const run = useMutation({
    mutationFn: () => logsApi.runWorkflow(workflowId),
    onSuccess: (answer) => {
      announceQueued(answer);
      invalidate(workflowId);
    },
    onError: announceFailure,
  });
  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<PlayArrowIcon />}
      disabled={run.isPending}
      onClick={() => run.mutate()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('logs.runNow')}
    </Button>
  );
}

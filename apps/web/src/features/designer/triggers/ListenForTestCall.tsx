import type { TestCallKind } from '@flowlane/contracts';
import HearingIcon from '@mui/icons-material/Hearing';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n';
import { useDateTime } from '../../../shell';
import { designerApi, failureMessage } from '../api/designer-api';
import { useDesignerStore } from '../store/designer-store';
import { testCalls, useTestCallStore } from './test-call-store';

/**
 * "Listen for a test call": arms capture on the server; the designer's watcher pins the call when it
 * comes (see use-test-call-watch). Shows while it listens, when the last call was captured, and a
 * listening that ran out.
 */
export function ListenForTestCall({ kind }: { kind: TestCallKind }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const workflowId = useDesignerStore((s) => s.workflowId);
  const track = useTestCallStore((s) => s.tracks[kind]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // What the server knows already: a capture made earlier, or listening armed before a reload.
  useEffect(() => {
    if (!workflowId) return;
    let stopped = false;
    designerApi
      .testCall(workflowId, kind)
      .then((state) => {
        if (stopped) return;
        testCalls.known(kind, state.capturedAt);
        if (state.listening && state.listeningUntil)
          testCalls.listening(kind, state.listeningUntil, state.capturedAt);
      })
      .catch(() => {
        // Nothing to show yet; listening still works.
      });
    return () => {
      stopped = true;
    };
  }, [workflowId, kind]);

  if (!workflowId) return null;
  const listening = track?.listeningUntil !== undefined;

  const listen = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const state = await designerApi.listen(workflowId, kind);
      if (state.listeningUntil) testCalls.listening(kind, state.listeningUntil, state.capturedAt);
    } catch (error) {
      setFailure(errorText(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    setBusy(true);
    try {
      await designerApi.stopListening(workflowId, kind);
    } catch {
      // It runs out on its own within two minutes.
    } finally {
      testCalls.stopped(kind, false);
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} data-testid={`listen-${kind}`}>
      {listening ? (
        <Alert
          severity="info"
          icon={<CircularProgress size={18} />}
          data-testid="test-call-listening"
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => void stop()}>
              {t('designer.trigger.stopListening')}
            </Button>
          }
        >
          {t(kind === 'webhook' ? 'designer.trigger.listeningWebhook' : 'designer.trigger.listeningMail', {
            time: formatTime(track?.listeningUntil),
          })}
        </Alert>
      ) : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<HearingIcon />}
            disabled={busy}
            onClick={() => void listen()}
            data-testid="listen-test-call"
          >
            {t('designer.trigger.listen')}
          </Button>
        </Box>
      )}
      {!listening && track?.expired && (
        <Alert severity="warning" data-testid="test-call-expired">
          {t('designer.trigger.expired')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" data-testid="test-call-error">
          {failure}
        </Alert>
      )}
      {!listening && track?.capturedAt && (
        <Typography variant="caption" color="text.secondary" data-testid="test-call-captured">
          {t('designer.trigger.capturedAt', { time: formatTime(track.capturedAt) })}
        </Typography>
      )}
    </Stack>
  );
}

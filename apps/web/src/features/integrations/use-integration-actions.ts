import { type Integration, MESSAGES, type RunQueuedResponse } from '@flowlane/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showMessage } from '../../shell';
import { announceFailure } from '../logs';
import { integrationKeys, integrationsApi } from './integrations-api';

/** A queued run shows the spec's info text; a plan refusal shows its reason as a warning. */
function announceQueued(answer: RunQueuedResponse) {
  if (answer.status === 'refused') showMessage(answer.message, 'warning');
  else showMessage(MESSAGES.integrationQueued, 'info');
}

/** Run, enable/disable, delete and copy, with the spec's messages; failures show "Error: <message>". */
export function useIntegrationActions() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.all });
  const run = useMutation({
    mutationFn: (integration: Integration) => integrationsApi.run(integration.id),
    onSuccess: async (answer) => {
      announceQueued(answer);
      await refresh();
    },
    onError: announceFailure,
  });
  const setEnabled = useMutation({
    mutationFn: ({ integration, enabled }: { integration: Integration; enabled: boolean }) =>
      integrationsApi.setEnabled(integration.id, enabled),
    onSuccess: async (answer) => {
      showMessage(answer.message, 'success');
      client.setQueryData(integrationKeys.detail(answer.integration.id), answer.integration);
      await refresh();
    },
    onError: announceFailure,
  });
  const remove = useMutation({
    mutationFn: (integration: Integration) => integrationsApi.remove(integration.id),
    onSuccess: async (answer, integration) => {
      showMessage(answer.message || MESSAGES.integrationDeleted, 'success');
      client.removeQueries({ queryKey: integrationKeys.detail(integration.id) });
      await navigate('/integrations');
      await refresh();
    },
    onError: announceFailure,
  });
  const copy = useMutation({
    mutationFn: (integration: Integration) => integrationsApi.copy(integration.id),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: ['workflows'] });
      await navigate(`/flow/${answer.workflowId}`);
    },
    onError: announceFailure,
  });
  return { run, setEnabled, remove, copy };
}

import type { Integration } from '@flowlane/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { announceFailure, announceQueued, showMessage } from '../../shell';
import { integrationKeys, integrationsApi } from './integrations-api';

/** Run, enable/disable, delete and copy, with the spec's messages; failures show "Error: <message>". */
export function useIntegrationActions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.all });
  const run = useMutation({
    mutationFn: (integration: Integration) => integrationsApi.run(integration.id),
    onSuccess: async (answer) => {
      announceQueued(answer, 'integration');
      await refresh();
    },
    onError: announceFailure,
  });
  const setEnabled = useMutation({
    mutationFn: ({ integration, enabled }: { integration: Integration; enabled: boolean }) =>
      integrationsApi.setEnabled(integration.id, enabled),
    onSuccess: async (answer) => {
      showMessage(t('messages.integrationSaved'), 'success');
      client.setQueryData(integrationKeys.detail(answer.integration.id), answer.integration);
      await refresh();
    },
    onError: announceFailure,
  });
  const remove = useMutation({
    mutationFn: (integration: Integration) => integrationsApi.remove(integration.id),
    onSuccess: async (_answer, integration) => {
      showMessage(t('messages.integrationDeleted'), 'success');
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

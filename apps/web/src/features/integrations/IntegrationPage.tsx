import type { Integration, IntegrationTemplate } from '@flowlane/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCanEditWorkflows } from '../../auth';
import { showMessage, useAccent } from '../../shell';
import {
  DeleteButton,
  DeleteDialog,
  DetailHeader,
  DetailPage,
  Fact,
  Ltr,
  TemplateFormSection,
} from '../../ui';
import { initialValues, TemplateIcon } from '../../ui/library';
import { chosenAuthorizations, type IntegrationDraft, IntegrationForm } from './IntegrationForm';
import { IntegrationRuns } from './IntegrationRuns';
import { integrationKeys, integrationsApi, useIntegration, useIntegrationTemplate } from './integrations-api';
import { useIntegrationActions } from './use-integration-actions';
import { useIntegrationChecks } from './use-integration-checks';

const draftOf = (integration: Integration, template: IntegrationTemplate): IntegrationDraft => ({
  name: integration.name,
  projectId: integration.projectId ?? '',
  settings: initialValues(template.settings, integration.settings),
  authorizationIds: { ...integration.authorizationIds },
});

/** /integrations/:integrationId: edit, enable/disable, run, its run log, and (flow users) a workflow copy. */
export function IntegrationPage() {
  const { integrationId = '' } = useParams();
  const { t } = useTranslation();
  const client = useQueryClient();
  const canCopy = useCanEditWorkflows();
  const accent = useAccent();
  const answer = useIntegration(integrationId);
  const integration = answer.data;
  const template = useIntegrationTemplate(integration?.templateId ?? '');
  const actions = useIntegrationActions();
  const [draft, setDraft] = useState<IntegrationDraft | null>(null);
  const checks = useIntegrationChecks();
  const [deleting, setDeleting] = useState(false);
  const tpl = template.data;
  const current = draft ?? (integration && tpl ? draftOf(integration, tpl) : null);

  const save = useMutation({
    mutationFn: (input: IntegrationDraft) =>
      integrationsApi.update(integrationId, {
        name: input.name,
        projectId: input.projectId || null,
        settings: input.settings,
        authorizationIds: chosenAuthorizations(input.authorizationIds),
        enabled: integration?.enabled ?? true,
      }),
    onSuccess: async (saved) => {
      showMessage(saved.message, 'success');
      client.setQueryData(integrationKeys.detail(integrationId), saved.integration);
      if (tpl) setDraft(draftOf(saved.integration, tpl));
      checks.clear();
      await client.invalidateQueries({ queryKey: integrationKeys.all });
    },
    onError: checks.failed,
  });

  const submit = () => checks.submit(tpl, current, save.mutate);

  const header = (
    <DetailHeader
      back={{ to: '/integrations', label: t('integrations.title') }}
      crumb={integration?.name ?? '…'}
      icon={integration && <TemplateIcon name={integration.icon} size={48} />}
      title={integration?.name ?? t('integrations.title')}
      subtitle={tpl?.name ?? integration?.templateName}
      actions={
        integration && (
          <>
            <FormControlLabel
              control={
                <Switch
                  color="secondary"
                  checked={integration.enabled}
                  disabled={actions.setEnabled.isPending}
                  onChange={(event) =>
                    actions.setEnabled.mutate({ integration, enabled: event.target.checked })
                  }
                  slotProps={{ input: { 'data-testid': 'integration-enabled' } as object }}
                />
              }
              label={integration.enabled ? t('integrations.enabled') : t('integrations.disabled')}
            />
            <Button
              variant="contained"
              color="secondary"
              startIcon={<PlayArrowIcon />}
              disabled={!integration.enabled || actions.run.isPending}
              onClick={() => actions.run.mutate(integration)}
              data-testid="run-integration"
            >
              {t('integrations.runNow')}
            </Button>
            {canCopy && (
              <Button
                variant="outlined"
                color={accent}
                startIcon={<ContentCopyIcon />}
                disabled={actions.copy.isPending}
                onClick={() => actions.copy.mutate(integration)}
                data-testid="copy-integration"
              >
                {t('integrations.openAsCopy')}
              </Button>
            )}
            <DeleteButton onClick={() => setDeleting(true)} testId="delete-integration">
              {t('integrations.delete')}
            </DeleteButton>
          </>
        )
      }
    />
  );

  return (
    <DetailPage
      header={header}
      query={answer}
      failed={t('authorizations.loadFailed')}
      notFound={t('integrations.notFound')}
      asideWidth={380}
      aside={(item) => (
        <Stack spacing={2}>
          <Fact label={t('integrations.template')} breakAll>
            <Link component={RouterLink} to={`/library/itemplates/${item.templateId}`} color={accent}>
              {tpl?.name ?? item.templateName}
            </Link>
          </Fact>
          <Fact label={t('integrations.triggerLabel')} breakAll>
            {t(`integrations.trigger.${item.trigger}`)}
          </Fact>
          {item.scheduleText && (
            <Fact label={t('integrations.schedule')} breakAll>
              {item.scheduleText}
            </Fact>
          )}
          {item.webhookUrl && (
            <Fact label={t('integrations.webhookUrl')} testId="integration-webhook-url" breakAll>
              <Ltr>{item.webhookUrl}</Ltr>
            </Fact>
          )}
          {item.mailhookAddress && (
            <Fact label={t('integrations.mailhookAddress')} breakAll>
              <Ltr>{item.mailhookAddress}</Ltr>
            </Fact>
          )}
          {tpl && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {tpl.instructions}
            </Typography>
          )}
        </Stack>
      )}
      below={(item) => <IntegrationRuns integration={item} />}
      dialogs={
        <DeleteDialog
          texts="integrations"
          open={deleting}
          name={integration?.name}
          pending={actions.remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            integration && actions.remove.mutate(integration, { onSettled: () => setDeleting(false) })
          }
        />
      }
    >
      {() => (
        <TemplateFormSection
          template={template}
          failed={t('authorizations.loadFailed')}
          notFound={t('integrations.templateNotFound')}
          form={{
            title: t('integrations.editTitle'),
            submitLabel: t('integrations.save'),
            pending: save.isPending,
            submitTestId: 'save-integration',
            onSubmit: submit,
          }}
        >
          {(loaded) =>
            current && (
              <IntegrationForm template={loaded} draft={current} errors={checks.errors} onChange={setDraft} />
            )
          }
        </TemplateFormSection>
      )}
    </DetailPage>
  );
}

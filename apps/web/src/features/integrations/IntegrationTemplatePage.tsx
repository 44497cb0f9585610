import { Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showMessage } from '../../shell';
import { AboutAside, DetailHeader, DetailPage, FormSection } from '../../ui';
import { initialValues, TemplateIcon, useCategoryLabel } from '../../ui/library';
import { chosenAuthorizations, type IntegrationDraft, IntegrationForm } from './IntegrationForm';
import { integrationKeys, integrationsApi, useIntegrationTemplate } from './integrations-api';
import { useIntegrationChecks } from './use-integration-checks';

/** /library/itemplates/:itemplateId: what the template does and the form that creates an integration. */
export function IntegrationTemplatePage() {
  const { itemplateId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const template = useIntegrationTemplate(itemplateId);
  const categoryLabel = useCategoryLabel();
  const [draft, setDraft] = useState<IntegrationDraft | null>(null);
  const checks = useIntegrationChecks();
  const data = template.data;
  const current: IntegrationDraft | null =
    draft ??
    (data
      ? { name: data.name, projectId: '', settings: initialValues(data.settings), authorizationIds: {} }
      : null);

  const create = useMutation({
    mutationFn: (input: IntegrationDraft) =>
      integrationsApi.create({
        templateId: itemplateId,
        name: input.name,
        projectId: input.projectId || null,
        settings: input.settings,
        authorizationIds: chosenAuthorizations(input.authorizationIds),
        enabled: true,
      }),
    onSuccess: async (answer) => {
      showMessage(t('messages.integrationSaved'), 'success');
      await client.invalidateQueries({ queryKey: integrationKeys.all });
      await navigate(`/integrations/${answer.integration.id}`);
    },
    onError: checks.failed,
  });

  const submit = () => checks.submit(data, current, create.mutate);

  const header = (
    <DetailHeader
      back={{ to: '/library/itemplates', label: t('integrations.libraryTitle') }}
      crumb={data?.name ?? itemplateId}
      icon={data && <TemplateIcon name={data.icon} brand={data.authorizationKinds[0]} size={48} />}
      title={data?.name ?? t('integrations.libraryTitle')}
      subtitle={data && categoryLabel(data.category)}
    />
  );

  return (
    <DetailPage
      header={header}
      query={template}
      failed={t('authorizations.loadFailed')}
      notFound={t('integrations.templateNotFound')}
      asideWidth={380}
      aside={(loaded) => (
        <AboutAside
          title={t('integrations.about')}
          description={loaded.description}
          testId="itemplate-description"
        >
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {loaded.instructions}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" color="secondary" label={t(`integrations.trigger.${loaded.trigger}`)} />
            {loaded.authorizations.map((requirement) => (
              <Chip key={requirement.key} size="small" variant="outlined" label={requirement.label} />
            ))}
          </Stack>
        </AboutAside>
      )}
    >
      {(loaded) => (
        <FormSection
          title={t('integrations.createTitle')}
          submitLabel={t('integrations.create')}
          pending={create.isPending}
          submitTestId="create-integration"
          onSubmit={submit}
        >
          {current && (
            <IntegrationForm template={loaded} draft={current} errors={checks.errors} onChange={setDraft} />
          )}
        </FormSection>
      )}
    </DetailPage>
  );
}

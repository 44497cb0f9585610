import { MESSAGES } from '@flowlane/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { showMessage, useAccent } from '../../shell';
import { AboutAside, DetailHeader, DetailPage, FormSection } from '../../ui';
import { initialValues, TemplateIcon, useCategoryLabel } from '../../ui/library';
import { type AuthorizationDraft, AuthorizationForm, payloadFields } from './AuthorizationForm';
import { authKeys, authorizationsApi, useAuthTemplate } from './authorizations-api';
import { useAuthorizationChecks } from './use-authorization-checks';

/** A same-origin path to come back to after creating (the integration form's "create new"). */
const safeReturn = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') ? value : null;

/** /auth-library/auth-templates/:authtemplateId: the template's description and its create form. */
export function AuthTemplatePage() {
  const { authtemplateId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const returnTo = safeReturn(query.get('returnTo'));
  const client = useQueryClient();
  const accent = useAccent();
  const template = useAuthTemplate(authtemplateId);
  const categoryLabel = useCategoryLabel();
  const [draft, setDraft] = useState<AuthorizationDraft | null>(null);
  const checks = useAuthorizationChecks();
  const data = template.data;
  const current: AuthorizationDraft | null =
    draft ?? (data ? { name: data.name, projectId: '', fields: initialValues(data.fields) } : null);

  const create = useMutation({
    mutationFn: (input: AuthorizationDraft) => {
      if (!data) throw new Error('No template');
      return authorizationsApi.create({
        templateId: data.id,
        name: input.name,
        projectId: input.projectId || null,
        fields: payloadFields(data, input.fields),
      });
    },
    onSuccess: async (created) => {
      showMessage(MESSAGES.authorizationSaved, 'success');
      await client.invalidateQueries({ queryKey: authKeys.all });
      await client.invalidateQueries({ queryKey: ['designer'] });
      await navigate(returnTo ?? `/authorizations/${created.id}`);
    },
    onError: checks.failed,
  });

  const submit = () => checks.submit(data, current, create.mutate);

  const header = (
    <DetailHeader
      back={{ to: '/auth-library/auth-templates', label: t('authorizations.libraryTitle') }}
      crumb={data?.name ?? authtemplateId}
      icon={data && <TemplateIcon name={data.icon} brand={data.id} size={48} />}
      title={data?.name ?? t('authorizations.libraryTitle')}
      subtitle={data && categoryLabel(data.category)}
    />
  );

  return (
    <DetailPage
      header={header}
      query={template}
      failed={t('authorizations.loadFailed')}
      notFound={t('authorizations.templateNotFound')}
      asideWidth={340}
      aside={(loaded) => (
        <AboutAside
          title={t('authorizations.about')}
          description={loaded.description}
          testId="template-description"
        >
          <Box>
            <Chip
              size="small"
              label={t('authorizations.kindLabel', { kind: t(`authKinds.names.${loaded.kind}`) })}
            />
          </Box>
          {loaded.docsUrl && (
            <Link
              color={accent}
              href={loaded.docsUrl}
              target="_blank"
              rel="noreferrer"
              sx={{ display: 'inline-flex', gap: 0.5 }}
            >
              {t('authorizations.docs')}
              <OpenInNewIcon fontSize="inherit" sx={{ mt: 0.25 }} />
            </Link>
          )}
        </AboutAside>
      )}
    >
      {(loaded) => (
        <FormSection
          title={t('authorizations.createTitle')}
          submitLabel={t('authorizations.create')}
          pending={create.isPending}
          submitTestId="create-authorization"
          onSubmit={submit}
        >
          {current && (
            <AuthorizationForm template={loaded} draft={current} errors={checks.errors} onChange={setDraft} />
          )}
        </FormSection>
      )}
    </DetailPage>
  );
}

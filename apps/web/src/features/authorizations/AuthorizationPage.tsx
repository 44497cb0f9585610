import { type Authorization, type AuthorizationTestResult, MESSAGES } from '@flowlane/contracts';
import LinkIcon from '@mui/icons-material/Link';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { announceFailure, showMessage, useAccent, useDateTime } from '../../shell';
import {
  AuthorizationStatus,
  DeleteButton,
  DeleteDialog,
  DetailHeader,
  DetailPage,
  Fact,
  Ltr,
  TemplateFormSection,
} from '../../ui';
import { initialValues, TemplateIcon } from '../../ui/library';
import { type AuthorizationDraft, AuthorizationForm, payloadFields } from './AuthorizationForm';
import { authKeys, authorizationsApi, useAuthorization, useAuthTemplate } from './authorizations-api';
import { rememberOAuth2Return } from './oauth2-return';
import { useAuthorizationChecks } from './use-authorization-checks';

const draftOf = (
  authorization: Authorization,
  fields: Parameters<typeof initialValues>[0],
): AuthorizationDraft => ({
  name: authorization.name,
  projectId: authorization.projectId ?? '',
  fields: initialValues(fields, authorization.fields),
});

/** /authorizations/:authorizationId: edit, test the connection, connect (OAuth2), delete. */
export function AuthorizationPage() {
  const { authorizationId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const formatTime = useDateTime();
  const accent = useAccent();
  const authorization = useAuthorization(authorizationId);
  const template = useAuthTemplate(authorization.data?.templateId ?? '');
  const [draft, setDraft] = useState<AuthorizationDraft | null>(null);
  const checks = useAuthorizationChecks();
  const [testResult, setTestResult] = useState<AuthorizationTestResult | null>(null);
  const [deleting, setDeleting] = useState(false);
  const data = authorization.data;
  const tpl = template.data;
  const current = draft ?? (data && tpl ? draftOf(data, tpl.fields) : null);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: authKeys.all }),
      client.invalidateQueries({ queryKey: ['designer'] }),
    ]);

  const save = useMutation({
    mutationFn: (input: AuthorizationDraft) => {
      if (!tpl) throw new Error('No template');
      return authorizationsApi.update(authorizationId, {
        name: input.name,
        projectId: input.projectId || null,
        fields: payloadFields(tpl, input.fields),
      });
    },
    onSuccess: async (saved) => {
      showMessage(MESSAGES.authorizationSaved, 'success');
      client.setQueryData(authKeys.detail(saved.id), saved);
      if (tpl) setDraft(draftOf(saved, tpl.fields));
      checks.clear();
      await refresh();
    },
    onError: checks.failed,
  });
  const test = useMutation({
    mutationFn: () => authorizationsApi.test(authorizationId),
    onMutate: () => setTestResult(null),
    onSuccess: setTestResult,
    onError: announceFailure,
  });
  const connect = useMutation({
    mutationFn: () => authorizationsApi.authorizeUrl(authorizationId),
    onSuccess: ({ url }) => {
      rememberOAuth2Return();
      window.location.assign(url);
    },
    onError: announceFailure,
  });
  const remove = useMutation({
    mutationFn: () => authorizationsApi.remove(authorizationId),
    onSuccess: async () => {
      showMessage(MESSAGES.authorizationDeleted, 'success');
      client.removeQueries({ queryKey: authKeys.detail(authorizationId) });
      await navigate('/authorizations');
      await refresh();
    },
    onError: announceFailure,
    onSettled: () => setDeleting(false),
  });

  const submit = () => checks.submit(tpl, current, save.mutate);

  const header = (
    <DetailHeader
      back={{ to: '/authorizations', label: t('nav.myAuthorizations') }}
      crumb={data?.name ?? '…'}
      icon={tpl && <TemplateIcon name={tpl.icon} brand={tpl.id} size={48} />}
      title={data?.name ?? t('nav.myAuthorizations')}
      subtitle={tpl?.name}
      actions={
        data && (
          <>
            {data.kind === 'oauth2' && (
              <Button
                variant="contained"
                color="secondary"
                startIcon={<LinkIcon />}
                disabled={connect.isPending}
                onClick={() => connect.mutate()}
                data-testid="oauth2-connect"
              >
                {data.oauth2?.connected ? t('authorizations.reconnect') : t('authorizations.connect')}
              </Button>
            )}
            <Button
              variant="outlined"
              color={accent}
              startIcon={<NetworkCheckIcon />}
              disabled={test.isPending}
              onClick={() => test.mutate()}
              data-testid="test-connection"
            >
              {t('authorizations.testConnection')}
            </Button>
            <DeleteButton onClick={() => setDeleting(true)} testId="delete-authorization">
              {t('authorizations.delete')}
            </DeleteButton>
          </>
        )
      }
    />
  );

  return (
    <DetailPage
      header={header}
      query={authorization}
      failed={t('authorizations.loadFailed')}
      notFound={t('authorizations.notFound')}
      asideWidth={340}
      aside={(item) => (
        <Stack spacing={2}>
          <AuthorizationStatus authorization={item} />
          <Fact label={t('authorizations.kind')}>{t(`authKinds.names.${item.kind}`)}</Fact>
          {item.oauth2 && (
            <>
              <Fact label={t('authorizations.connection')} testId="oauth2-connected">
                {item.oauth2.connected ? t('authorizations.connected') : t('authorizations.notConnected')}
              </Fact>
              {item.oauth2.expiresAt && (
                <Fact label={t('authorizations.expires')}>
                  <Ltr>{formatTime(item.oauth2.expiresAt)}</Ltr>
                </Fact>
              )}
              {item.oauth2.scope && (
                <Fact label={t('authorizations.scope')}>
                  <Ltr>{item.oauth2.scope}</Ltr>
                </Fact>
              )}
            </>
          )}
          <Fact label={t('authorizations.created')}>
            <Ltr>{formatTime(item.createdAt)}</Ltr>
          </Fact>
          <Fact label={t('authorizations.updated')}>
            <Ltr>{formatTime(item.updatedAt)}</Ltr>
          </Fact>
          {(test.isPending || testResult) && (
            <Alert
              // A kind that cannot be tested without a request is not shown as a green success.
              severity={
                test.isPending || testResult?.tested === false ? 'info' : testResult?.ok ? 'success' : 'error'
              }
              data-testid="test-result"
              data-ok={testResult ? String(testResult.ok) : undefined}
              data-tested={testResult ? String(testResult.tested !== false) : undefined}
            >
              {test.isPending
                ? t('authorizations.testing')
                : testResult?.tested === false
                  ? t('authKinds.untestable', { kind: t(`authKinds.names.${item.kind}`) })
                  : testResult?.message}
            </Alert>
          )}
        </Stack>
      )}
      dialogs={
        <DeleteDialog
          texts="authorizations"
          open={deleting}
          name={data?.name}
          pending={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() => remove.mutate()}
        />
      }
    >
      {() => (
        <TemplateFormSection
          template={template}
          failed={t('authorizations.loadFailed')}
          notFound={t('authorizations.templateNotFound')}
          form={{
            title: t('authorizations.editTitle'),
            submitLabel: t('authorizations.save'),
            pending: save.isPending,
            submitTestId: 'save-authorization',
            onSubmit: submit,
          }}
        >
          {(loaded) =>
            current && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('authorizations.secretHint')}
                </Typography>
                <AuthorizationForm
                  template={loaded}
                  draft={current}
                  errors={checks.errors}
                  onChange={setDraft}
                />
              </>
            )
          }
        </TemplateFormSection>
      )}
    </DetailPage>
  );
}

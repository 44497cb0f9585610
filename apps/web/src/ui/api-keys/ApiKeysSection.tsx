import type { ApiKey, CreatedApiKey } from '@flowlane/contracts';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiKeyOwner, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../api/api-keys';
import { announceFailure, showMessage, useDateTime } from '../../shell';
import { ConfirmDialog } from '../ConfirmDialog';
import { type DataColumn, DataTable } from '../DataTable';
import { Ltr } from '../Ltr';
import { QueryView } from '../QueryView';
import { WHOLE_LIST } from '../whole-list';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { CreatedApiKeyDialog } from './CreatedApiKeyDialog';

type Status = 'active' | 'revoked' | 'expired';
const statusOf = (key: ApiKey, now: number): Status =>
  key.revokedAt ? 'revoked' : Date.parse(key.expiresAt) <= now ? 'expired' : 'active';

/**
 * API keys of My Account (personal) or of a team's settings (team keys, admins): the list with name,
 * scopes, expiry and last use, revoke, and a create dialog whose key is shown once.
 */
export function ApiKeysSection({
  owner,
  intro,
  testId,
}: {
  owner: ApiKeyOwner;
  intro: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const list = useApiKeys(owner);
  const create = useCreateApiKey(owner);
  const revoke = useRevokeApiKey(owner);
  const formatTime = useDateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const now = Date.now();

  const columns: DataColumn<ApiKey>[] = [
    {
      id: 'name',
      header: t('apiKeys.columns.name'),
      cell: (key) => (
        <Stack spacing={0.25}>
          <span>{key.name}</span>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            <Ltr>{`${key.start}…`}</Ltr>
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'scopes',
      header: t('apiKeys.columns.scopes'),
      priority: 'detail',
      cell: (key) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {key.scopes.map((scope) => (
            <Chip key={scope} size="small" variant="outlined" label={t(`apiKeys.scope.${scope}`)} />
          ))}
        </Stack>
      ),
    },
    {
      id: 'expires',
      header: t('apiKeys.columns.expires'),
      priority: 'detail',
      // A date in the interface's own format reads right in either direction (an LTR isolate garbles
      // Arabic's "2027/03/08، 12:20 ص").
      cell: (key) => formatTime(key.expiresAt),
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.columns.lastUsed'),
      priority: 'detail',
      cellTestId: 'api-key-last-used',
      cell: (key) => (key.lastUsedAt ? formatTime(key.lastUsedAt) : t('apiKeys.never')),
    },
    {
      id: 'status',
      header: t('apiKeys.columns.status'),
      cellTestId: 'api-key-status',
      cell: (key) => {
        const status = statusOf(key, now);
        return (
          <Chip
            size="small"
            color={status === 'active' ? 'success' : 'default'}
            label={t(`apiKeys.status.${status}`)}
          />
        );
      },
    },
    {
      id: 'actions',
      header: t('apiKeys.columns.actions'),
      align: 'right',
      cell: (key) =>
        statusOf(key, now) === 'active' && (
          <Button size="small" color="error" onClick={() => setRevoking(key)}>
            {t('apiKeys.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Card data-testid={testId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {t('apiKeys.title')}
            </Typography>
            <Button variant="contained" color="secondary" onClick={() => setCreating(true)}>
              {t('apiKeys.create')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
          <QueryView query={list} failed={t('apiKeys.loadFailed')}>
            {(data) => (
              <DataTable
                columns={columns}
                rows={data.items}
                total={data.items.length}
                getRowId={(key) => key.id}
                rowLabel={(key) => key.name}
                rowAttributes={(key) => ({ 'data-api-key': key.name })}
                empty={t('apiKeys.empty')}
                {...WHOLE_LIST}
                testId={`${testId}-table`}
              />
            )}
          </QueryView>
        </Stack>
      </CardContent>
      <CreateApiKeyDialog
        open={creating}
        pending={create.isPending}
        onCancel={() => setCreating(false)}
        onSubmit={(request) =>
          create.mutate(request, {
            onSuccess: (made) => {
              setCreating(false);
              setCreated(made);
              showMessage(t('apiKeys.created', { name: made.name }), 'success');
            },
            onError: announceFailure,
          })
        }
      />
      <CreatedApiKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('apiKeys.revokeText')}
        confirmLabel={t('apiKeys.revoke')}
        cancelLabel={t('apiKeys.cancel')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: (key) => showMessage(t('apiKeys.revoked', { name: key.name }), 'success'),
            onError: announceFailure,
            onSettled: () => setRevoking(null),
          })
        }
      />
    </Card>
  );
}

import { ApiKey, ApiKeyList, type CreateApiKeyRequest, CreatedApiKey } from '@flowlane/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authedFetch } from '../auth';
import { jsonBody } from './client';

/** Whose keys: mine in the current team (My Account), or a team's (its settings, admins). */
export type ApiKeyOwner = { kind: 'personal' } | { kind: 'team'; teamId: string };

const base = (owner: ApiKeyOwner) =>
  owner.kind === 'personal' ? '/api/api-key' : `/api/team/${encodeURIComponent(owner.teamId)}/api-key`;
const listKey = (owner: ApiKeyOwner) =>
  ['api-keys', owner.kind, owner.kind === 'team' ? owner.teamId : 'mine'] as const;

export function useApiKeys(owner: ApiKeyOwner) {
  return useQuery({
    queryKey: listKey(owner),
    queryFn: () => authedFetch(base(owner), { method: 'GET' }, ApiKeyList),
  });
}

/** Creates a key; the answer carries the key itself, the only time it is shown. */
export function useCreateApiKey(owner: ApiKeyOwner) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) =>
      authedFetch(base(owner), { method: 'POST', body: jsonBody(request) }, CreatedApiKey),
    onSuccess: () => queries.invalidateQueries({ queryKey: listKey(owner) }),
  });
}

export function useRevokeApiKey(owner: ApiKeyOwner) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      authedFetch(`${base(owner)}/${encodeURIComponent(id)}`, { method: 'DELETE' }, ApiKey),
    onSuccess: () => queries.invalidateQueries({ queryKey: listKey(owner) }),
  });
}

import {
  type CreateIntegrationRequest,
  Integration,
  IntegrationCopyResponse,
  IntegrationRunListResponse,
  IntegrationSavedResponse,
  IntegrationTemplate,
  IntegrationTemplateListResponse,
  isActiveRunStatus,
  MessageResponse,
  RunDetail,
  RunQueuedResponse,
  type UpdateIntegrationRequest,
} from '@flowlane/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { jsonBody } from '../../api/client';
import { integrationListKey } from '../../api/integrations';
import { authedFetch } from '../../auth';
import { catalogueOf } from '../../i18n';
import { localizeTemplate, localizeTemplateSummary } from './template-texts';

export const integrationKeys = {
  templates: ['itemplates'] as const,
  template: (id: string) => ['itemplates', id] as const,
  all: ['integrations'] as const,
  list: integrationListKey,
  detail: (id: string) => ['integrations', 'detail', id] as const,
  runs: (id: string, page: number, pageSize: number) => ['integrations', 'runs', id, page, pageSize] as const,
  run: (id: string, runId: string) => ['integrations', 'run', id, runId] as const,
};

const enc = encodeURIComponent;

export const integrationsApi = {
  templates: () => authedFetch('/api/itemplate', { method: 'GET' }, IntegrationTemplateListResponse),
  template: (id: string) => authedFetch(`/api/itemplate/${enc(id)}`, { method: 'GET' }, IntegrationTemplate),
  get: (id: string) => authedFetch(`/api/integration/${enc(id)}`, { method: 'GET' }, Integration),
  create: (input: CreateIntegrationRequest) =>
    authedFetch('/api/integration', { method: 'POST', body: jsonBody(input) }, IntegrationSavedResponse),
  update: (id: string, input: UpdateIntegrationRequest) =>
    authedFetch(
      `/api/integration/${enc(id)}`,
      { method: 'PUT', body: jsonBody(input) },
      IntegrationSavedResponse,
    ),
  setEnabled: (id: string, enabled: boolean) =>
    authedFetch(
      `/api/integration/${enc(id)}/${enabled ? 'enable' : 'disable'}`,
      { method: 'POST' },
      IntegrationSavedResponse,
    ),
  remove: (id: string) => authedFetch(`/api/integration/${enc(id)}`, { method: 'DELETE' }, MessageResponse),
  run: (id: string) =>
    authedFetch(`/api/integration/${enc(id)}/run`, { method: 'POST', body: jsonBody({}) }, RunQueuedResponse),
  runs: (id: string, page: number, pageSize: number) =>
    authedFetch(
      `/api/integration/${enc(id)}/runs?page=${page}&pageSize=${pageSize}`,
      { method: 'GET' },
      IntegrationRunListResponse,
    ),
  runDetail: (id: string, runId: string) =>
    authedFetch(`/api/integration/${enc(id)}/runs/${enc(runId)}`, { method: 'GET' }, RunDetail),
  copy: (id: string) =>
    authedFetch(`/api/integration/${enc(id)}/copy`, { method: 'POST' }, IntegrationCopyResponse),
};

/** The library's templates, their texts in the interface language (the server's English where missing). */
export function useIntegrationTemplates() {
  const language = useTranslation().i18n.language;
  const select = useCallback(
    (list: IntegrationTemplateListResponse) => {
      const catalogue = catalogueOf(language).templates;
      return { ...list, items: list.items.map((t) => localizeTemplateSummary(t, catalogue)) };
    },
    [language],
  );
  return useQuery({
    queryKey: integrationKeys.templates,
    queryFn: integrationsApi.templates,
    select,
    staleTime: 60_000,
  });
}

/** One template, its texts (name, description, settings, authorizations) in the interface language. */
export function useIntegrationTemplate(id: string) {
  const language = useTranslation().i18n.language;
  const select = useCallback(
    (template: IntegrationTemplate) => localizeTemplate(template, catalogueOf(language).templates),
    [language],
  );
  return useQuery({
    queryKey: integrationKeys.template(id),
    queryFn: () => integrationsApi.template(id),
    select,
    retry: false,
    enabled: id !== '',
  });
}

export function useIntegration(id: string) {
  return useQuery({
    queryKey: integrationKeys.detail(id),
    queryFn: () => integrationsApi.get(id),
    retry: false,
  });
}

export function useIntegrationRuns(id: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: integrationKeys.runs(id, page, pageSize),
    queryFn: () => integrationsApi.runs(id, page, pageSize),
    placeholderData: keepPreviousData,
    // While a run is queued or running the log is asked again, so its end shows without a reload.
    refetchInterval: (query) =>
      query.state.data?.items.some((run) => isActiveRunStatus(run.status)) ? 2000 : false,
  });
}

export function useIntegrationRun(id: string, runId: string | null) {
  return useQuery({
    queryKey: integrationKeys.run(id, runId ?? ''),
    queryFn: () => integrationsApi.runDetail(id, runId ?? ''),
    enabled: runId !== null,
    refetchInterval: (query) => (isActiveRunStatus(query.state.data?.status) ? 2000 : false),
  });
}

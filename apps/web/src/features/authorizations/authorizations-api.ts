import {
  Authorization,
  AuthorizationTestResult,
  AuthTemplate,
  type CreateAuthorizationRequest,
  OAuth2AuthorizeResponse,
  type OAuth2TokenRequest,
  type UpdateAuthorizationRequest,
} from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { authorizationListKey } from '../../api/authorizations';
import { jsonBody } from '../../api/client';
import { authedFetch } from '../../auth';
import { catalogueOf } from '../../i18n';
import { localizeAuthTemplate } from './auth-template-texts';

export const authKeys = {
  templates: ['auth-templates'] as const,
  template: (id: string) => ['auth-templates', id] as const,
  all: ['authorizations'] as const,
  list: authorizationListKey,
  detail: (id: string) => ['authorizations', 'detail', id] as const,
};

const enc = encodeURIComponent;

export const authorizationsApi = {
  templates: () => authedFetch('/api/authtemplate', { method: 'GET' }, z.array(AuthTemplate)),
  template: (id: string) => authedFetch(`/api/authtemplate/${enc(id)}`, { method: 'GET' }, AuthTemplate),
  get: (id: string) => authedFetch(`/api/authorization/${enc(id)}`, { method: 'GET' }, Authorization),
  create: (input: CreateAuthorizationRequest) =>
    authedFetch('/api/authorization', { method: 'POST', body: jsonBody(input) }, Authorization),
  update: (id: string, input: UpdateAuthorizationRequest) =>
    authedFetch(`/api/authorization/${enc(id)}`, { method: 'PUT', body: jsonBody(input) }, Authorization),
  remove: (id: string) => authedFetch(`/api/authorization/${enc(id)}`, { method: 'DELETE' }),
  test: (id: string) =>
    authedFetch(`/api/authorization/${enc(id)}/test`, { method: 'POST' }, AuthorizationTestResult),
  authorizeUrl: (id: string) =>
    authedFetch(`/api/oauth2/authorize/${enc(id)}`, { method: 'GET' }, OAuth2AuthorizeResponse),
  token: (query: OAuth2TokenRequest) =>
    authedFetch('/api/oauth2/token', { method: 'POST', body: jsonBody(query) }, Authorization),
};

/** The auth library, its texts in the interface language (the server's English where missing). */
export function useAuthTemplates() {
  const language = useTranslation().i18n.language;
  const select = useCallback(
    (list: AuthTemplate[]) => {
      const catalogue = catalogueOf(language).templates;
      return list.map((template) => localizeAuthTemplate(template, catalogue));
    },
    [language],
  );
  return useQuery({
    queryKey: authKeys.templates,
    queryFn: authorizationsApi.templates,
    select,
    staleTime: 60_000,
  });
}

/** One auth template, its name, description and fields in the interface language. */
export function useAuthTemplate(id: string) {
  const language = useTranslation().i18n.language;
  const select = useCallback(
    (template: AuthTemplate) => localizeAuthTemplate(template, catalogueOf(language).templates),
    [language],
  );
  return useQuery({
    queryKey: authKeys.template(id),
    queryFn: () => authorizationsApi.template(id),
    select,
    retry: false,
  });
}

export function useAuthorization(id: string) {
  return useQuery({ queryKey: authKeys.detail(id), queryFn: () => authorizationsApi.get(id), retry: false });
}

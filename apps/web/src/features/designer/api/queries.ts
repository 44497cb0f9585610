import { defaultDataSourcesTree, type ServiceDescriptor } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueOf, i18n } from '../../../i18n';
import { showMessage } from '../../../shell';
import { designerApi } from './designer-api';
import { localizeService } from './step-texts';

/** The designer's server state lives under this key (the app clears the whole cache on logout). */
export const DESIGNER_KEY = 'designer';

/**
 * Loads once per page; the failure message is shown once (hence no retry). The descriptors come out in
 * the interface language (names, descriptions, actions, fields), so every view of a step shows them so.
 */
export function useServicesQuery() {
  const { i18n: current } = useTranslation();
  const language = current.language;
  const select = useCallback(
    (services: ServiceDescriptor[]) => {
      const steps = catalogueOf(language).steps;
      return services.map((service) => localizeService(service, steps));
    },
    [language],
  );
  return useQuery({
    select,
    queryKey: [DESIGNER_KEY, 'services'],
    queryFn: async () => {
      try {
        return await designerApi.services();
      } catch (error) {
        showMessage(i18n.t('messages.errorLoadingServices'), 'error');
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useMapperFunctionsQuery() {
  return useQuery({
    queryKey: [DESIGNER_KEY, 'functions'],
    queryFn: async () => {
      try {
        return await designerApi.functions();
      } catch (error) {
        showMessage(i18n.t('messages.errorLoadingFunctions'), 'error');
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The data sources of a step. They come from the saved graph and the last run, so the key carries the
 * saved version and the followed run: saving or running fetches them again. A failure gives the
 * spec's default (empty) tree.
 */
export function useDataSourcesQuery(workflowId: string, nodeId: string, version: number, runKey: string) {
  return useQuery({
    queryKey: [DESIGNER_KEY, 'sources', workflowId, nodeId, version, runKey],
    queryFn: () => designerApi.dataSources(workflowId, nodeId).catch(() => defaultDataSourcesTree()),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
}

export function useOutputSchemaQuery(workflowId: string, serviceId: string) {
  return useQuery({
    queryKey: [DESIGNER_KEY, 'output-schema', workflowId, serviceId],
    queryFn: async () => {
      try {
        return await designerApi.outputSchema(workflowId, serviceId);
      } catch (error) {
        showMessage(i18n.t('messages.errorLoadingOutputSchema'), 'error');
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useAuthorizationsQuery() {
  return useQuery({
    queryKey: [DESIGNER_KEY, 'authorizations'],
    queryFn: designerApi.authorizations,
    staleTime: 30_000,
    retry: false,
  });
}

/** The plan catalogue and the team's plan; without it the designer simply shows no plan warnings. */
export function usePlanQuery() {
  return useQuery({
    queryKey: [DESIGNER_KEY, 'plan'],
    queryFn: designerApi.plan,
    staleTime: 60_000,
  });
}

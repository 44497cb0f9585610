import type { ServiceDescriptor } from '@flowlane/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../../i18n';
import { showMessage } from '../../../shell';
import { decor } from '../store/decor-store';
import { designer, useDesignerStore } from '../store/designer-store';
import { testCalls } from '../triggers/test-call-store';
import { designerApi } from './designer-api';
import { DESIGNER_KEY } from './queries';

export type LoadState = 'loading' | 'ready' | 'error';

/**
 * GET /api/workflow/:id into the designer's store, once per opening: later saves update the store
 * from their own answers, so the query is never refetched while the page is open.
 */
export function useWorkflowLoader(
  workflowId: string,
  /** The service catalogue, or null once it failed to load: steps are laid out with their services. */
  services: readonly ServiceDescriptor[] | null | undefined,
): LoadState {
  const query = useQuery({
    queryKey: [DESIGNER_KEY, 'workflow', workflowId],
    queryFn: async () => {
      try {
        return await designerApi.workflow(workflowId);
      } catch (error) {
        showMessage(i18n.t('messages.errorLoadingWorkflow'), 'error');
        throw error;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const { data } = query;
  const servicesSettled = services !== undefined;
  // The catalogue changes on its own when the language does (its texts are translated): that must
  // not load the workflow again over unsaved edits, so it has its own effect (run first).
  useEffect(() => {
    if (services) decor.setServices(services);
  }, [services]);
  useEffect(() => {
    if (!data || !servicesSettled) return;
    // Another workflow in the same page (/flow/a to /flow/b): the last one's run and issues go.
    if (useDesignerStore.getState().workflowId !== data.id) {
      decor.clearWorkflow();
      testCalls.reset();
    }
    designer.load(data);
    decor.setIssues(data.issues);
  }, [data, servicesSettled]);
  useEffect(
    () => () => {
      designer.reset();
      decor.clearWorkflow();
      testCalls.reset();
    },
    [],
  );
  const loadedId = useDesignerStore((s) => s.workflowId);
  if (query.isError) return 'error';
  return data && loadedId === workflowId ? 'ready' : 'loading';
}

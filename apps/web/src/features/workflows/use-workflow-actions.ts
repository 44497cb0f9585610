import type { WorkflowListItem } from '@flowlane/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { announceFailure, showMessage } from '../../shell';
import { downloadJson, exportFileName } from './export-file';
import { useInvalidateWorkflows, workflowsApi } from './workflows-api';

/** The row actions of one workflow: enable, duplicate, export, delete. Failures show "Error: ...". */
export function useWorkflowActions(workflow: WorkflowListItem) {
  const { t } = useTranslation();
  const invalidate = useInvalidateWorkflows();
  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) => workflowsApi.setEnabled(workflow.id, enabled),
    onSuccess: (saved) => {
      showMessage(saved.data.enabled ? t('workflows.enabledOn') : t('workflows.enabledOff'), 'success');
      // Pending until the list has the new state, so the switch does not flick back meanwhile.
      return invalidate();
    },
    onError: announceFailure,
  });
  const duplicate = useMutation({
    mutationFn: () => workflowsApi.duplicate(workflow.id),
    onSuccess: (copy) => {
      showMessage(t('workflows.duplicated', { title: copy.data.title }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const exportFile = useMutation({
    mutationFn: () => workflowsApi.exportFile(workflow.id),
    onSuccess: (file) => downloadJson(file, exportFileName(workflow.title)),
    onError: announceFailure,
  });
  const remove = useMutation({
    mutationFn: () => workflowsApi.remove(workflow.id),
    onSuccess: () => {
      showMessage(t('workflows.deleted'), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  return { setEnabled, duplicate, exportFile, remove };
}

/** "New workflow": POST /api/workflow with {} (the spec's defaults), then the designer. */
export function useCreateWorkflow() {
  const navigate = useNavigate();
  const invalidate = useInvalidateWorkflows();
  return useMutation({
    mutationFn: workflowsApi.create,
    onSuccess: (created) => {
      void invalidate();
      void navigate(`/flow/${created.id}`);
    },
    onError: announceFailure,
  });
}

/** Import: the file's text goes to the server as is; its refusal shows as "Error: <message>". */
export function useImportWorkflow() {
  const { t } = useTranslation();
  const invalidate = useInvalidateWorkflows();
  return useMutation({
    mutationFn: (file: File) => file.text().then(workflowsApi.importFile),
    onSuccess: (created) => {
      showMessage(t('workflows.imported', { title: created.data.title }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
}

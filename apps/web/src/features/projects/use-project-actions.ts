import type { Project, ProjectInput, WorkflowListItem } from '@flowlane/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { announceFailure, showMessage } from '../../shell';
import { projectsApi, useInvalidateProjects } from './projects-api';

/** Project actions with their success messages; failures show "Error: <the server's message>". */
export function useProjectActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateProjects();
  const create = useMutation({
    mutationFn: (input: ProjectInput) => projectsApi.create(input),
    onSuccess: (project) => {
      showMessage(t('projects.created', { name: project.name }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProjectInput }) => projectsApi.update(id, input),
    onSuccess: (project) => {
      showMessage(t('projects.saved', { name: project.name }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const remove = useMutation({
    mutationFn: (project: Project) => projectsApi.remove(project.id),
    onSuccess: async (_answer, project) => {
      showMessage(t('projects.deleted', { name: project.name }), 'success');
      await navigate('/projects');
      return invalidate();
    },
    onError: announceFailure,
  });
  return { create, update, remove };
}

/** The project's workflows: a new one in the project, add an existing one, take one out. */
export function useProjectWorkflowActions(projectId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateProjects();
  const createWorkflow = useMutation({
    mutationFn: () => projectsApi.createWorkflow(projectId),
    onSuccess: (created) => {
      void invalidate();
      void navigate(`/flow/${created.id}`);
    },
    onError: announceFailure,
  });
  const add = useMutation({
    mutationFn: (workflowId: string) => projectsApi.assignWorkflow(workflowId, projectId),
    onSuccess: (saved) => {
      showMessage(t('projects.added', { title: saved.data.title }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  const takeOut = useMutation({
    mutationFn: (workflow: WorkflowListItem) => projectsApi.assignWorkflow(workflow.id, null),
    onSuccess: (saved) => {
      showMessage(t('projects.removedFromProject', { title: saved.data.title }), 'success');
      return invalidate();
    },
    onError: announceFailure,
  });
  return { createWorkflow, add, takeOut };
}

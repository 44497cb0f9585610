import type { Project } from '@flowlane/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useProjectList } from '../../api/projects';
import {
  actionsColumn,
  type DataColumn,
  DeleteDialog,
  EmptyState,
  ListPage,
  Ltr,
  NameLink,
  namedRows,
  RowAction,
  TableFilters,
  tableParams,
  useListParams,
  viewOf,
} from '../../ui';
import { ProjectDialog } from './ProjectDialog';
import { useProjectActions } from './use-project-actions';

const EMPTY = { name: '', description: '' };

/** A project's edit and delete dialogs, shared by the list and the project page: `edit` and `remove` open them. */
export function useProjectDialogs() {
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const onClose = () => {
    setEditing(null);
    setDeleting(null);
  };
  const dialogs = <ProjectDialogs editing={editing} deleting={deleting} onClose={onClose} />;
  return { edit: setEditing, remove: setDeleting, dialogs };
}

function ProjectDialogs({
  editing,
  deleting,
  onClose,
}: {
  editing: Project | null;
  deleting: Project | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const actions = useProjectActions();
  return (
    <>
      <ProjectDialog
        open={editing !== null}
        title={t('projects.editTitle')}
        initial={editing ? { name: editing.name, description: editing.description } : EMPTY}
        onCancel={onClose}
        onSubmit={async (input) => {
          if (!editing) return;
          await actions.update.mutateAsync({ id: editing.id, input });
          onClose();
        }}
      />
      <DeleteDialog
        texts="projects"
        open={deleting !== null}
        name={deleting?.name}
        pending={actions.remove.isPending}
        onCancel={onClose}
        onConfirm={() => deleting && actions.remove.mutate(deleting, { onSettled: onClose })}
      />
    </>
  );
}

const PAGE_SIZES = [10, 20, 50] as const;
/** Sort, page, page size and filters, kept in the URL. */
const PROJECT_LIST = z.object(tableParams({ pageSize: 10 }));

const cellText = (project: Project, column: string) =>
  column === 'workflows'
    ? String(project.workflowCount)
    : column === 'description'
      ? project.description
      : project.name;

/** /projects: the team's projects with their workflow counts; filtered, sorted, paged; create, edit, delete. */
export function ProjectsPage() {
  const { t } = useTranslation();
  const projects = useProjectList();
  const actions = useProjectActions();
  const [state, setState] = useListParams(PROJECT_LIST);
  const [creating, setCreating] = useState(false);
  const { edit, remove, dialogs } = useProjectDialogs();

  const columns: DataColumn<Project>[] = [
    {
      id: 'name',
      header: t('projects.name'),
      sortable: true,
      sx: { maxWidth: 260 },
      cell: (project) => (
        <NameLink to={`/projects/${project.id}`} plain>
          {project.name}
        </NameLink>
      ),
    },
    {
      id: 'description',
      header: t('projects.description'),
      priority: 'detail',
      sx: { maxWidth: 420 },
      cell: (project) => (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {project.description || '—'}
        </Typography>
      ),
    },
    {
      id: 'workflows',
      header: t('projects.workflows'),
      priority: 'detail',
      sortable: true,
      align: 'center',
      cellTestId: 'workflow-count',
      cell: (project) => <Ltr>{project.workflowCount}</Ltr>,
    },
    actionsColumn(t('projects.actions'), (project) => (
      <>
        <RowAction
          label={t('projects.edit')}
          icon={<EditIcon fontSize="small" />}
          onClick={() => edit(project)}
        />
        <RowAction
          label={t('projects.delete')}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => remove(project)}
        />
      </>
    )),
  ];
  const filterable = columns.filter((column) => column.id !== 'actions');

  return (
    <ListPage
      title={t('projects.title')}
      subtitle={t('projects.subtitle')}
      create={{ label: t('projects.newProject'), onClick: () => setCreating(true), testId: 'new-project' }}
      toolbar={
        <TableFilters
          columns={filterable}
          filters={state.filters}
          join={state.join}
          onChange={setState}
          testId="projects"
        />
      }
      query={projects}
      failed={t('projects.listFailed')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState testId="projects-empty">{t('projects.empty')}</EmptyState>}
      columns={columns}
      table={(list) => {
        const view = viewOf(list, state, cellText);
        return {
          rows: view.rows,
          total: view.total,
          ...namedRows<Project>('project'),
          state,
          onStateChange: setState,
          pageSizes: PAGE_SIZES,
          testId: 'projects-table',
        };
      }}
    >
      <ProjectDialog
        open={creating}
        title={t('projects.createTitle')}
        initial={EMPTY}
        onCancel={() => setCreating(false)}
        onSubmit={async (input) => {
          await actions.create.mutateAsync(input);
          setCreating(false);
        }}
      />
      {dialogs}
    </ListPage>
  );
}

import { type Dataset, PLANS } from '@flowlane/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDatasets, useDatasetsAllowed } from '../../api/datasets';
import { useProjectList } from '../../api/projects';
import { useLocaleFormat } from '../../i18n/format';
import { announceFailure, PageCarded, PageTitle, showMessage, useAccent, useDateTime } from '../../shell';
import {
  actionsColumn,
  type DataColumn,
  DeleteDialog,
  Ltr,
  namedRows,
  ProjectListPage,
  ProjectListParams,
  RowAction,
  useListParams,
} from '../../ui';
import { useProjectName } from '../../ui/pickers';
import { datasetKeys, datasetsApi } from './datasets-api';

/** Shown instead of a dataset page when the plan lacks datasets: which plans have them, and the pricing link. */
export function DatasetsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const accent = useAccent();
  if (useDatasetsAllowed()) return <>{children}</>;
  const plans = PLANS.filter((p) => p.datasets)
    .map((p) => p.name)
    .join(', ');
  return (
    <PageCarded header={<PageTitle title={t('datasets.title')} subtitle={t('datasets.subtitle')} />}>
      <Alert severity="info" data-testid="datasets-gate">
        <Typography sx={{ fontWeight: 600 }}>{t('datasets.gateTitle')}</Typography>
        <Typography variant="body2">{t('datasets.gateText', { plans })}</Typography>
        <Link component={RouterLink} to="/billing/pricing" color={accent} sx={{ fontWeight: 600 }}>
          {t('datasets.gateLink')}
        </Link>
      </Alert>
    </PageCarded>
  );
}

/** Create or edit a dataset's name, description and project. */
export function DatasetDialog({
  open,
  dataset,
  onClose,
}: {
  open: boolean;
  dataset: Dataset | null;
  onClose(saved?: Dataset): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const projects = useProjectList();
  const [name, setName] = useState(dataset?.name ?? '');
  const [description, setDescription] = useState(dataset?.description ?? '');
  const [projectId, setProjectId] = useState(dataset?.projectId ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), description, projectId: projectId || null };
      return dataset ? datasetsApi.update(dataset.id, body) : datasetsApi.create(body);
    },
    onSuccess: async (saved) => {
      showMessage(t('datasets.saved'), 'success');
      await client.invalidateQueries({ queryKey: datasetKeys.all });
      onClose(saved);
    },
    onError: announceFailure,
  });
  return (
    <Dialog open={open} onClose={() => onClose()} fullWidth maxWidth="sm">
      <DialogTitle>{dataset ? t('datasets.editTitle') : t('datasets.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('datasets.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            error={name.trim() === '' && name !== ''}
            helperText={name.trim() === '' && name !== '' ? t('datasets.nameRequired') : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'dataset-name' } }}
          />
          <TextField
            label={t('datasets.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          <FormControl>
            <InputLabel id="dataset-project">{t('datasets.project')}</InputLabel>
            <Select
              labelId="dataset-project"
              label={t('datasets.project')}
              value={projectId}
              onChange={(e) => setProjectId(e.target.value)}
            >
              <MenuItem value="">{t('datasets.noProject')}</MenuItem>
              {(projects.data ?? []).map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('datasets.cancel')}</Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={name.trim() === '' || save.isPending}
          onClick={() => save.mutate()}
          data-testid="dataset-save"
        >
          {dataset ? t('datasets.save') : t('datasets.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /datasets: the team's datasets, searched, filtered by project and paged; create, edit, delete. */
export function DatasetsPage() {
  return (
    <DatasetsGate>
      <DatasetList />
    </DatasetsGate>
  );
}

function DatasetList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useListParams(ProjectListParams);
  const list = useDatasets(params);
  const projectName = useProjectName();
  const formatTime = useDateTime();
  const format = useLocaleFormat();
  const accent = useAccent();
  const [editing, setEditing] = useState<Dataset | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Dataset | null>(null);
  const remove = useMutation({
    mutationFn: (dataset: Dataset) => datasetsApi.remove(dataset.id),
    onSuccess: () => client.invalidateQueries({ queryKey: datasetKeys.all }),
    onError: announceFailure,
  });

  const columns: DataColumn<Dataset>[] = [
    {
      id: 'name',
      header: t('datasets.name'),
      sx: { maxWidth: 280 },
      cell: (dataset) => (
        <>
          <Link
            component={RouterLink}
            to={`/datasets/${dataset.id}`}
            underline="hover"
            color={accent}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {dataset.name}
          </Link>
          {dataset.description && (
            <Typography
              variant="caption"
              color="text.secondary"
              dir="auto"
              sx={{ display: 'block', textAlign: 'left' }}
              noWrap
            >
              {dataset.description}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'rows',
      header: t('datasets.rows'),
      align: 'right',
      priority: 'detail',
      cell: (dataset) => <Ltr>{format.number(dataset.rowCount)}</Ltr>,
    },
    {
      id: 'columns',
      header: t('datasets.columns'),
      align: 'right',
      priority: 'detail',
      cell: (dataset) => <Ltr>{format.number(dataset.columns.length)}</Ltr>,
    },
    {
      id: 'project',
      header: t('datasets.project'),
      priority: 'detail',
      cell: (dataset) => projectName(dataset.projectId),
    },
    {
      id: 'updated',
      header: t('datasets.updated'),
      priority: 'detail',
      cell: (dataset) => <bdi>{formatTime(dataset.updatedAt)}</bdi>,
    },
    actionsColumn(t('datasets.actions'), (dataset) => (
      <>
        <RowAction
          label={t('datasets.edit')}
          icon={<EditIcon fontSize="small" />}
          onClick={() => setEditing(dataset)}
        />
        <RowAction
          label={t('datasets.delete')}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => setDeleting(dataset)}
        />
      </>
    )),
  ];

  return (
    <ProjectListPage
      title={t('datasets.title')}
      subtitle={t('datasets.subtitle')}
      create={{ label: t('datasets.newDataset'), onClick: () => setEditing('new'), testId: 'new-dataset' }}
      params={params}
      onParamsChange={setParams}
      searchLabel={t('datasets.search')}
      testId="datasets"
      query={list}
      failed={t('datasets.listFailed')}
      isEmpty={(data) => data.total === 0}
      noMatch={t('datasets.noMatch')}
      emptyText={t('datasets.empty')}
      columns={columns}
      table={(data) => ({
        rows: data.items,
        total: data.total,
        ...namedRows<Dataset>('dataset'),
        stale: list.isPlaceholderData,
      })}
    >
      {editing !== null && (
        <DatasetDialog
          open
          dataset={editing === 'new' ? null : editing}
          onClose={(saved) => {
            const created = editing === 'new';
            setEditing(null);
            if (saved && created) navigate(`/datasets/${saved.id}`);
          }}
        />
      )}
      <DeleteDialog
        texts="datasets"
        open={deleting !== null}
        name={deleting?.name}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </ProjectListPage>
  );
}

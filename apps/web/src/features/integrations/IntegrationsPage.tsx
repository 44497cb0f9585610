import type { Integration } from '@flowlane/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Link,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageCarded, PageTitle } from '../../shell';
import { ConfirmDialog, TablePaging } from '../../ui';
import { ListFilters, PAGE_SIZES, useListParams, useProjectName } from '../authorizations/ListFilters';
import { RunStatusChip, useAccent, useDateTime } from '../logs';
import { useIntegrations } from './integrations-api';
import { useIntegrationActions } from './use-integration-actions';

/** /integrations: the team's integrations, searched, filtered by project and paged; run, toggle, delete. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const list = useIntegrations(params);
  const actions = useIntegrationActions();
  const projectName = useProjectName();
  const formatTime = useDateTime();
  const accent = useAccent();
  const [deleting, setDeleting] = useState<Integration | null>(null);

  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PageTitle title={t('integrations.title')} subtitle={t('integrations.subtitle')} />
      </Box>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<AddIcon />}
        component={RouterLink}
        to="/library/itemplates"
        data-testid="new-integration"
      >
        {t('integrations.newIntegration')}
      </Button>
    </Stack>
  );

  const data = list.data;
  return (
    <PageCarded
      header={header}
      contentToolbar={
        <Box sx={{ px: 3, width: '100%' }}>
          <ListFilters
            params={params}
            onChange={setParams}
            searchLabel={t('integrations.searchIntegrations')}
            testId="integrations"
          />
        </Box>
      }
    >
      {!data ? (
        list.isError ? (
          <Alert severity="error">{t('integrations.listFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )
      ) : data.total === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', py: 8 }}
          data-testid="integrations-empty"
        >
          {params.search || params.projectId ? t('integrations.noMatch') : t('integrations.empty')}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" data-testid="integrations-table" sx={{ '& td, & th': { py: 1 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('integrations.name')}</TableCell>
                  <TableCell>{t('integrations.template')}</TableCell>
                  <TableCell>{t('integrations.enabled')}</TableCell>
                  <TableCell>{t('integrations.project')}</TableCell>
                  <TableCell>{t('integrations.lastRun')}</TableCell>
                  <TableCell align="right">{t('integrations.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((integration) => (
                  <TableRow key={integration.id} hover data-integration-row={integration.name}>
                    <TableCell sx={{ maxWidth: 260 }}>
                      <Link
                        component={RouterLink}
                        to={`/integrations/${integration.id}`}
                        underline="hover"
                        color={accent}
                        sx={{ fontWeight: 600 }}
                      >
                        {integration.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2">{integration.templateName}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {integration.category}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Switch
                        size="small"
                        checked={integration.enabled}
                        disabled={actions.setEnabled.isPending}
                        onChange={(event) =>
                          actions.setEnabled.mutate({ integration, enabled: event.target.checked })
                        }
                        slotProps={{
                          input: { 'aria-label': t('integrations.enabledOf', { name: integration.name }) },
                        }}
                        color="secondary"
                      />
                    </TableCell>
                    <TableCell>{projectName(integration.projectId)}</TableCell>
                    <TableCell>
                      {integration.lastRun ? (
                        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                          <RunStatusChip status={integration.lastRun.status} />
                          <Typography variant="caption" color="text.secondary">
                            <bdi>{formatTime(integration.lastRun.queuedAt)}</bdi>
                          </Typography>
                        </Stack>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {t('integrations.never')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('integrations.runNow')}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t('integrations.runNow')}
                            disabled={!integration.enabled || actions.run.isPending}
                            onClick={() => actions.run.mutate(integration)}
                          >
                            <PlayArrowIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={t('integrations.delete')}>
                        <IconButton
                          size="small"
                          aria-label={t('integrations.delete')}
                          onClick={() => setDeleting(integration)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePaging
            total={data.total}
            page={params.page}
            pageSize={params.pageSize}
            pageSizes={PAGE_SIZES}
            onChange={(patch) => setParams(patch)}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('integrations.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('integrations.deleteText')}
        confirmLabel={t('integrations.confirmDelete')}
        cancelLabel={t('integrations.cancel')}
        pending={actions.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && actions.remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </PageCarded>
  );
}

import { defaultDataSourcesTree, isFinalRunStatus } from '@flowlane/contracts';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Divider, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatasets } from '../../../api/datasets';
import { useDataSourcesQuery } from '../api/queries';
import { useDecorStore } from '../store/decor-store';
import { useDesignerStore } from '../store/designer-store';
import { DataSourcesTree } from './DataSourcesTree';
import { FunctionsList } from './FunctionsList';
import { sourcesKey, withLocalSources } from './local-sources';

/** The mapper beside a step's form: the data-sources tree of earlier steps and the mapper functions. */
export function MapperPanel({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const workflowId = useDesignerStore((s) => s.workflowId) ?? '';
  const version = useDesignerStore((s) => s.server?.version ?? 0);
  // A string, so that dragging steps (a new nodes array every frame) does not rebuild the tree.
  const localKey = useDesignerStore((s) => sourcesKey(nodeId, s.nodes, s.edges));
  const services = useDecorStore((s) => s.services);
  // A finished run brings samples: fetch the tree again when the followed run ends.
  const runKey = useDecorStore((s) => `${s.runId ?? ''}:${isFinalRunStatus(s.runStatus)}`);
  const sources = useDataSourcesQuery(workflowId, nodeId, version, runKey);
  // The same list the dataset picker shows: a dataset step's branch lists its dataset's columns.
  // Asked only when an earlier step is a dataset step (a plan without datasets refuses the list).
  const datasets = useDatasets(
    { search: '', projectId: null, page: 0, pageSize: 100 },
    localKey.includes(':data.dataset:'),
  ).data?.items;
  // localKey stands for the nodes and edges this tree depends on; the store is read when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: localKey is the trigger, not a value used
  const tree = useMemo(() => {
    const { nodes, edges } = useDesignerStore.getState();
    return withLocalSources(
      sources.data ?? defaultDataSourcesTree(),
      nodeId,
      nodes,
      edges,
      services,
      datasets,
    );
  }, [sources.data, nodeId, localKey, services, datasets]);
  const empty = (tree.items[tree.rootId]?.children.length ?? 0) === 0;

  return (
    <Box
      data-testid="mapper-panel"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('designer.panel.dataSources')}
        </Typography>
        <Tooltip title={t('designer.panel.refreshSources')}>
          <IconButton
            size="small"
            onClick={() => void sources.refetch()}
            aria-label={t('designer.panel.refreshSources')}
          >
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {/* The spec's "refreshing" flag of the data sources. */}
      <Box sx={{ height: 2 }}>{sources.isFetching && <LinearProgress />}</Box>
      <Typography variant="caption" color="text.secondary">
        {empty ? t('designer.panel.dataSourcesEmpty') : t('designer.panel.mapperHint')}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 120, overflowY: 'auto' }}>
        <DataSourcesTree key={`${nodeId}:${tree.items[tree.rootId]?.children.join(',')}`} tree={tree} />
      </Box>
      <Divider />
      <Typography variant="subtitle2">{t('designer.panel.functions')}</Typography>
      <Box sx={{ flex: 1, minHeight: 160, display: 'flex', flexDirection: 'column' }}>
        <FunctionsList />
      </Box>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageCarded, PageTitle } from '../../shell';
import { TablePaging } from '../../ui';
import { useAccent, useDateTime } from '../logs';
import { useAuthorizations, useAuthTemplates } from './authorizations-api';
import { ListFilters, PAGE_SIZES, useListParams, useProjectName } from './ListFilters';
import { AuthorizationStatus } from './StatusChip';

/** /authorizations: the team's authorizations, searched, filtered by project and paged. */
export function AuthorizationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const list = useAuthorizations(params.projectId, params.search);
  const templates = useAuthTemplates();
  const projectName = useProjectName();
  const formatTime = useDateTime();
  const accent = useAccent();
  const templateName = (id: string) => templates.data?.find((tpl) => tpl.id === id)?.name ?? id;
  const items = list.data ?? [];
  const last = Math.max(0, Math.ceil(items.length / params.pageSize) - 1);
  const page = Math.min(params.page, last);
  const shown = items.slice(page * params.pageSize, (page + 1) * params.pageSize);

  const header = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PageTitle title={t('nav.myAuthorizations')} subtitle={t('authorizations.listSubtitle')} />
      </Box>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<AddIcon />}
        component={RouterLink}
        to="/auth-library/auth-templates"
        data-testid="new-authorization"
      >
        {t('authorizations.newAuthorization')}
      </Button>
    </Stack>
  );

  return (
    <PageCarded
      header={header}
      contentToolbar={
        <Box sx={{ px: 3, width: '100%' }}>
          <ListFilters
            params={params}
            onChange={setParams}
            searchLabel={t('authorizations.searchAuthorizations')}
            testId="authorizations"
          />
        </Box>
      }
    >
      {!list.data ? (
        list.isError ? (
          <Alert severity="error">{t('authorizations.listFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress color="secondary" aria-label="Loading" />
          </Box>
        )
      ) : items.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', py: 8 }}
          data-testid="authorizations-empty"
        >
          {params.search || params.projectId ? t('authorizations.noMatch') : t('authorizations.empty')}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" data-testid="authorizations-table" sx={{ '& td, & th': { py: 1.25 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('authorizations.name')}</TableCell>
                  <TableCell>{t('authorizations.template')}</TableCell>
                  <TableCell>{t('authorizations.project')}</TableCell>
                  <TableCell>{t('authorizations.status')}</TableCell>
                  <TableCell>{t('authorizations.updated')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((authorization) => (
                  <TableRow key={authorization.id} hover data-authorization-row={authorization.name}>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Link
                        component={RouterLink}
                        to={`/authorizations/${authorization.id}`}
                        underline="hover"
                        color={accent}
                        sx={{ fontWeight: 600 }}
                      >
                        {authorization.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2">{templateName(authorization.templateId)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t(`authKinds.names.${authorization.kind}`)}
                      </Typography>
                    </TableCell>
                    <TableCell>{projectName(authorization.projectId)}</TableCell>
                    <TableCell>
                      <AuthorizationStatus authorization={authorization} compact />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="authorization-updated">
                      <bdi>{formatTime(authorization.updatedAt)}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePaging
            total={items.length}
            page={page}
            pageSize={params.pageSize}
            pageSizes={PAGE_SIZES}
            onChange={(patch) => setParams(patch)}
          />
        </>
      )}
    </PageCarded>
  );
}

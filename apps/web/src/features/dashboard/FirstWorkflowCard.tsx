import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCanEditWorkflows } from '../../auth';
import { errorText } from '../../i18n';
import { showMessage } from '../../shell';
import { createWorkflow, sampleWorkflow } from './dashboard-api';

function StartOption({
  icon,
  title,
  text,
  testId,
  ...action
}: {
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
} & ({ to: string } | { onClick: () => void; disabled: boolean })) {
  const area =
    'to' in action
      ? { component: RouterLink, to: action.to }
      : { onClick: action.onClick, disabled: action.disabled };
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea {...area} data-testid={testId} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
            <Stack sx={{ color: 'secondary.main', pt: 0.25 }}>{icon}</Stack>
            <Stack sx={{ gap: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A new account's start, instead of empty figures: a template, a sample that runs, or a blank canvas. */
export function FirstWorkflowCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditWorkflows();
  const open = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: ['workflows'] });
    void navigate(`/flow/${id}`);
  };
  const create = useMutation({
    mutationFn: createWorkflow,
    onSuccess: (created) => open(created.id),
    onError: (error) => showMessage(errorText(error instanceof Error ? error.message : undefined), 'error'),
  });
  const sample = () =>
    create.mutate(
      sampleWorkflow({
        title: t('dashboard.start.sampleTitle'),
        trigger: t('dashboard.start.sampleTrigger'),
        step: t('dashboard.start.sampleStep'),
        message: t('dashboard.start.sampleMessage'),
      }),
    );
  const option = { xs: 12, md: 4 } as const;
  return (
    <Card data-testid="first-workflow">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
          <AccountTreeOutlinedIcon color="secondary" />
          <Typography variant="h6" component="h2">
            {t('dashboard.start.title')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 720 }}>
          {t('dashboard.start.text')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={option}>
            <StartOption
              testId="start-templates"
              icon={<LibraryBooksOutlinedIcon />}
              title={t('dashboard.start.templates')}
              text={t('dashboard.start.templatesText')}
              to="/library/itemplates"
            />
          </Grid>
          {canEdit && (
            <Grid size={option}>
              <StartOption
                testId="start-sample"
                icon={<AutoAwesomeOutlinedIcon />}
                title={t('dashboard.start.sample')}
                text={t('dashboard.start.sampleText')}
                onClick={sample}
                disabled={create.isPending}
              />
            </Grid>
          )}
          {canEdit && (
            <Grid size={option}>
              <StartOption
                testId="start-blank"
                icon={<AddIcon />}
                title={t('dashboard.start.blank')}
                text={t('dashboard.start.blankText')}
                onClick={() => create.mutate({})}
                disabled={create.isPending}
              />
            </Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}

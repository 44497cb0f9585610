import type { N8nImportIssue, N8nImportResponse } from '@flowlane/contracts';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import InputIcon from '@mui/icons-material/Input';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInvalidateWorkflows, workflowsApi } from './workflows-api';

/** The text is checked as JSON here only to say so early; the server judges whether it is an n8n export. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function IssueRow({ issue }: { issue: N8nImportIssue }) {
  const { t } = useTranslation();
  return (
    <ListItem disableGutters alignItems="flex-start" data-testid="n8n-import-issue">
      {/* A gap, not a margin: it keeps the chip apart from the text right to left too. */}
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Chip size="small" label={t(`workflows.n8n.kinds.${issue.kind}`)} sx={{ mt: 0.5, flexShrink: 0 }} />
        <ListItemText
          primary={issue.node}
          secondary={issue.detail}
          slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
        />
      </Stack>
    </ListItem>
  );
}

function Report({ result }: { result: N8nImportResponse }) {
  const { t } = useTranslation();
  const { report, workflow } = result;
  const total = report.mapped.length + report.placeholders.length;
  return (
    <Stack spacing={2} data-testid="n8n-import-report">
      <Typography variant="subtitle1">
        {t('workflows.n8n.reportTitle', { title: workflow.data.title })}
      </Typography>
      <Typography variant="body2">
        {t('workflows.n8n.summary', {
          mapped: report.mapped.length,
          total,
          placeholders: report.placeholders.length,
        })}
      </Typography>
      {report.skipped > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('workflows.n8n.skipped', { count: report.skipped })}
        </Typography>
      )}
      <Box>
        <Typography variant="subtitle2">
          {t('workflows.n8n.needsHand', { count: report.needsHand.length })}
        </Typography>
        {report.needsHand.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('workflows.n8n.nothingNeeded')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {report.needsHand.map((issue) => (
              // The report lists each node's issue once per kind and text.
              <IssueRow key={`${issue.node}\u0000${issue.kind}\u0000${issue.detail}`} issue={issue} />
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2">
          {t('workflows.n8n.mapped', { count: report.mapped.length })}
        </Typography>
        <List dense disablePadding data-testid="n8n-import-mapped">
          {report.mapped.map((step) => (
            <ListItem key={step.stepId} disableGutters>
              <ListItemText
                primary={step.node}
                secondary={`${step.type} → ${step.serviceId}`}
                slotProps={{ secondary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}

/**
 * "Import from n8n": paste an n8n export or choose its file; the server makes the workflow, and the dialog
 * shows its report (what was mapped, what needs a hand) with a way into the designer.
 */
export function N8nImportButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateWorkflows();
  const titleId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [notJson, setNotJson] = useState(false);
  const importN8n = useMutation({
    mutationFn: workflowsApi.importN8n,
    onSuccess: () => invalidate(),
  });

  const close = () => {
    setOpen(false);
    setText('');
    setNotJson(false);
    importN8n.reset();
  };
  const submit = () => {
    const json = isJson(text);
    setNotJson(!json);
    if (json) importN8n.mutate(text);
  };
  const result = importN8n.data;

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<InputIcon />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
        data-testid="n8n-import-open"
      >
        {t('workflows.n8n.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
        data-testid="n8n-import-dialog"
      >
        <DialogTitle id={titleId}>{t('workflows.n8n.title')}</DialogTitle>
        <DialogContent>
          {result ? (
            <Report result={result} />
          ) : (
            <Stack spacing={2}>
              <DialogContentText>{t('workflows.n8n.intro')}</DialogContentText>
              <TextField
                label={t('workflows.n8n.paste')}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setNotJson(false);
                }}
                multiline
                minRows={8}
                maxRows={16}
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, 'data-testid': 'n8n-import-text' } }}
                sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
              />
              <Box>
                <Button
                  variant="text"
                  color="inherit"
                  startIcon={<FileUploadIcon />}
                  onClick={() => file.current?.click()}
                >
                  {t('workflows.n8n.chooseFile')}
                </Button>
                <input
                  ref={file}
                  type="file"
                  accept="application/json,.json"
                  hidden
                  data-testid="n8n-import-file"
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    if (chosen)
                      void chosen.text().then((content) => {
                        setText(content);
                        setNotJson(false);
                      });
                  }}
                />
              </Box>
              {notJson && <Alert severity="error">{t('workflows.n8n.notJson')}</Alert>}
              {importN8n.error && (
                <Alert severity="error" data-testid="n8n-import-error">
                  {importN8n.error.message}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {result ? (
            <>
              <Button onClick={close} color="inherit">
                {t('workflows.n8n.close')}
              </Button>
              <Button
                variant="contained"
                data-testid="n8n-import-open-workflow"
                onClick={() => {
                  close();
                  void navigate(`/flow/${result.workflow.id}`);
                }}
              >
                {t('workflows.n8n.openWorkflow')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={close} color="inherit">
                {t('workflows.n8n.cancel')}
              </Button>
              <Button
                variant="contained"
                onClick={submit}
                disabled={text.trim() === '' || importN8n.isPending}
                data-testid="n8n-import-submit"
              >
                {importN8n.isPending ? t('workflows.n8n.submitting') : t('workflows.n8n.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

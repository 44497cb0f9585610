import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import HubIcon from '@mui/icons-material/Hub';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorizationsQuery, useServicesQuery } from '../../api/queries';
import { ServiceIcon } from '../../canvas/ServiceIcon';
import { JsonField } from '../JsonField';
import { AddToolDialog } from './AddToolDialog';
import {
  AGENT_TOOL_KINDS,
  type AgentToolEntry,
  type AgentToolKind,
  storedTools,
  toolsOf,
  withApproval,
  withoutTool,
} from './agent-tools';

type Props = {
  targetId: string;
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  required: boolean;
  helperText?: string | undefined;
  error?: string | undefined;
  testId: string;
};

/** What a chosen tool is called in the list: its own name, its step's, or its MCP authorization's. */
function useToolTitle() {
  const services = useServicesQuery();
  const authorizations = useAuthorizationsQuery();
  return (tool: AgentToolEntry): { title: string; icon: string | undefined; detail: string | undefined } => {
    if (tool.kind === 'step') {
      const service = services.data?.find((s) => s.id === tool.serviceId);
      return { title: tool.name ?? service?.name ?? tool.serviceId, icon: service?.icon, detail: undefined };
    }
    if (tool.kind === 'workflow') return { title: tool.name, icon: undefined, detail: undefined };
    const auth = authorizations.data?.items.find((a) => a.id === tool.authorization);
    return {
      title: auth?.name ?? auth?.title ?? tool.authorization,
      icon: undefined,
      detail: tool.tools?.join(', '),
    };
  };
}

/** Rows' keys: what each tool points at, numbered when the same tool is there twice. */
function keysOf(list: readonly AgentToolEntry[]): string[] {
  const seen = new Map<string, number>();
  return list.map((tool) => {
    const base =
      tool.kind === 'step'
        ? `step:${tool.serviceId}:${tool.name ?? ''}:${tool.authorization ?? ''}`
        : tool.kind === 'workflow'
          ? `workflow:${tool.workflowId}:${tool.name}`
          : `mcp:${tool.authorization}:${tool.tools?.join(',') ?? ''}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}#${count}`;
  });
}

function KindIcon({ tool, icon }: { tool: AgentToolEntry; icon: string | undefined }) {
  if (tool.kind === 'workflow') return <AccountTreeIcon fontSize="small" color="action" />;
  if (tool.kind === 'mcp') return <HubIcon fontSize="small" color="action" />;
  return <ServiceIcon name={icon} fontSize="small" color="action" />;
}

/**
 * The AI Agent's tools (a `tools` field): the chosen ones, each with "Needs approval" and remove, and an
 * "Add tool" menu (an app or step, a workflow, an MCP server). The JSON switch shows the raw list, and
 * stays on while the value is something the picker cannot read (a mapping, hand-written JSON).
 */
export function AgentToolsField(props: Props) {
  const { t } = useTranslation();
  const list = toolsOf(props.value);
  const [asJson, setAsJson] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState<AgentToolKind | null>(null);
  const titleOf = useToolTitle();
  const json = asJson || list === null;
  const set = (next: AgentToolEntry[]) => props.onChange(storedTools(next));
  const keys = keysOf(list ?? []);

  return (
    <Stack spacing={1} data-testid={props.testId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <FormLabel sx={{ flex: 1, color: 'text.primary', fontWeight: 500 }} required={props.required}>
          {props.label}
        </FormLabel>
        <FormControlLabel
          sx={{ marginInlineEnd: 0 }}
          control={
            <Switch
              size="small"
              checked={json}
              disabled={list === null}
              onChange={(event) => setAsJson(event.target.checked)}
              data-testid="agent-tools-json"
            />
          }
          label={<Typography variant="body2">{t('designer.agentTools.json')}</Typography>}
        />
      </Stack>
      {json ? (
        <>
          {list === null && (
            <Alert severity="info" variant="outlined">
              {t('designer.agentTools.unreadable')}
            </Alert>
          )}
          <JsonField
            targetId={props.targetId}
            label={props.label}
            value={props.value}
            onChange={props.onChange}
            helperText={props.helperText}
            error={props.error}
            minRows={4}
            testId={`${props.testId}-text`}
          />
        </>
      ) : (
        <>
          {list.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="agent-tools-empty">
              {t('designer.agentTools.empty')}
            </Typography>
          ) : (
            <Stack spacing={0.75} data-testid="agent-tools-list">
              {list.map((tool, index) => {
                const { title, icon, detail } = titleOf(tool);
                return (
                  <Paper
                    key={keys[index]}
                    variant="outlined"
                    data-testid="agent-tool"
                    data-kind={tool.kind}
                    sx={{ px: 1.25, py: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}
                  >
                    <KindIcon tool={tool} icon={icon} />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography
                        variant="body2"
                        noWrap
                        sx={{ fontWeight: 500 }}
                        data-testid="agent-tool-name"
                      >
                        {title}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {t(`designer.agentTools.kinds.${tool.kind}`)}
                        {tool.kind === 'mcp' && ` · ${detail ?? t('designer.agentTools.allTools')}`}
                      </Typography>
                    </Box>
                    <FormControlLabel
                      sx={{ marginInlineEnd: 0 }}
                      control={
                        <Checkbox
                          size="small"
                          checked={tool.needsApproval === true}
                          onChange={(event) => set(withApproval(list, index, event.target.checked))}
                          data-testid="agent-tool-approval"
                        />
                      }
                      label={
                        <Typography variant="caption">{t('designer.agentTools.needsApproval')}</Typography>
                      }
                    />
                    <Tooltip title={t('designer.agentTools.remove')}>
                      <IconButton
                        size="small"
                        aria-label={t('designer.agentTools.remove')}
                        onClick={() => set(withoutTool(list, index))}
                        data-testid="agent-tool-remove"
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Paper>
                );
              })}
            </Stack>
          )}
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={(event) => setMenu(event.currentTarget)}
              data-testid="agent-tools-add"
            >
              {t('designer.agentTools.add')}
            </Button>
          </Box>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {AGENT_TOOL_KINDS.map((kind) => (
              <MenuItem
                key={kind}
                data-testid={`agent-tools-add-${kind}`}
                onClick={() => {
                  setMenu(null);
                  setAdding(kind);
                }}
              >
                {t(`designer.agentTools.kinds.${kind}`)}
              </MenuItem>
            ))}
          </Menu>
          {/* The field's help describes the JSON; the picker needs none. */}
          {props.error && <FormHelperText error>{props.error}</FormHelperText>}
          {adding && (
            <AddToolDialog
              kind={adding}
              onClose={() => setAdding(null)}
              onAdd={(tool) => {
                set([...list, tool]);
                setAdding(null);
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}

import { MCP_TOOL_NAME, type WorkflowData, type WorkflowMcpTool } from '@flowlane/contracts';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from '../store/designer-store';
import { argumentsSample, inputSchemaFromSample } from './mcp-schema';

const TEST_DATA_TRIGGERS = new Set(['trigger.webhook', 'trigger.manual']);

/** A tool name made from the workflow's title (the MCP name characters only). */
function nameFromTitle(title: string): string {
  const name = title
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);
  return name || 'workflow';
}

/**
 * The workflow served as an MCP tool at the team's MCP endpoint (data.mcp): on or off, its name, its
 * description and the JSON Schema of its arguments, which "From test data" fills from the Webhook's or
 * Manual trigger's test data.
 */
export function McpToolSection({
  data,
  onChange,
}: {
  data: WorkflowData;
  onChange(data: WorkflowData): void;
}) {
  const { t } = useTranslation();
  const nodes = useDesignerStore((s) => s.nodes);
  const tool: WorkflowMcpTool = data.mcp ?? {
    enabled: false,
    name: nameFromTitle(data.title),
    description: data.description,
    inputSchema: { type: 'object', properties: {} },
  };
  const [schemaText, setSchemaText] = useState(() => JSON.stringify(tool.inputSchema, null, 2));
  const [schemaError, setSchemaError] = useState(false);
  const set = (next: Partial<WorkflowMcpTool>) => onChange({ ...data, mcp: { ...tool, ...next } });

  const setSchema = (text: string) => {
    setSchemaText(text);
    try {
      const parsed: unknown = JSON.parse(text);
      const ok =
        parsed !== null && typeof parsed === 'object' && (parsed as { type?: unknown }).type === 'object';
      setSchemaError(!ok);
      if (ok) set({ inputSchema: parsed as Record<string, unknown> });
    } catch {
      setSchemaError(true);
    }
  };
  const trigger = nodes.find(
    (n) => TEST_DATA_TRIGGERS.has(n.data.serviceId) && n.data.pinnedData !== undefined,
  );
  const fromTestData = () => {
    if (!trigger) return;
    setSchema(JSON.stringify(inputSchemaFromSample(argumentsSample(trigger.data.pinnedData)), null, 2));
  };
  const nameBad = !MCP_TOOL_NAME.test(tool.name);

  return (
    <Stack spacing={2} data-testid="mcp-tool-settings">
      <Typography variant="subtitle2">{t('designer.settings.mcp.title')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={tool.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
            data-testid="mcp-tool-enabled"
          />
        }
        label={t('designer.settings.mcp.enabled')}
      />
      <TextField
        size="small"
        label={t('designer.settings.mcp.name')}
        value={tool.name}
        error={nameBad}
        helperText={t('designer.settings.mcp.nameHelp')}
        onChange={(event) => set({ name: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'mcp-tool-name', dir: 'ltr' } }}
      />
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('designer.settings.mcp.description')}
        helperText={t('designer.settings.mcp.descriptionHelp')}
        value={tool.description}
        onChange={(event) => set({ description: event.target.value })}
        // The description is the user's own text, often in another script than the page's.
        slotProps={{ htmlInput: { 'data-testid': 'mcp-tool-description', dir: 'auto' } }}
      />
      <TextField
        size="small"
        multiline
        minRows={4}
        label={t('designer.settings.mcp.inputSchema')}
        value={schemaText}
        error={schemaError}
        helperText={
          schemaError ? t('designer.settings.mcp.schemaInvalid') : t('designer.settings.mcp.schemaHelp')
        }
        onChange={(event) => setSchema(event.target.value)}
        slotProps={{
          htmlInput: {
            'data-testid': 'mcp-tool-schema',
            dir: 'ltr',
            spellCheck: false,
            style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 },
          },
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          sx={{ flexShrink: 0 }}
          disabled={!trigger}
          onClick={fromTestData}
          data-testid="mcp-tool-from-test-data"
        >
          {t('designer.settings.mcp.fromTestData')}
        </Button>
        {!trigger && (
          <Typography variant="caption" color="text.secondary" data-testid="mcp-tool-no-test-data">
            {t('designer.settings.mcp.noTestData')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

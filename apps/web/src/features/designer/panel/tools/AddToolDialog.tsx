import type { ServiceDescriptor } from '@flowlane/contracts';
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, withUnknown } from '../../../../ui';
import { designerApi } from '../../api/designer-api';
import { DESIGNER_KEY, useServicesQuery } from '../../api/queries';
import { ServiceIcon } from '../../canvas/ServiceIcon';
import { AuthorizationPicker } from '../AuthorizationPicker';
import {
  type AgentToolEntry,
  type AgentToolKind,
  inputSchemaOf,
  toolNameFromTitle,
  toolNamesOf,
  toolSteps,
} from './agent-tools';
import { useToolWorkflowsQuery } from './tools-api';

/** An empty text is left out of the tool (the step's own name or description then). */
const given = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** A step of the catalogue as a tool: which step, its authorization, and optionally a name and description. */
function StepToolForm({ onChange }: { onChange(tool: AgentToolEntry | null): void }) {
  const { t } = useTranslation();
  const services = useServicesQuery();
  const steps = toolSteps(services.data ?? []);
  const [step, setStep] = useState<ServiceDescriptor | null>(null);
  const [authorization, setAuthorization] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const authField = step?.inputs.find((field) => field.type === 'authorization');
  const needsAuthorization = authField?.required === true;

  const emit = (next: {
    step: ServiceDescriptor | null;
    authorization: string | undefined;
    name: string;
    description: string;
  }) => {
    const field = next.step?.inputs.find((f) => f.type === 'authorization');
    if (!next.step || (field?.required === true && !next.authorization)) return onChange(null);
    const toolName = given(next.name);
    const toolDescription = given(next.description);
    onChange({
      kind: 'step',
      serviceId: next.step.id,
      ...(toolName ? { name: toolName } : {}),
      ...(toolDescription ? { description: toolDescription } : {}),
      ...(next.authorization ? { authorization: next.authorization } : {}),
    });
  };
  const current = { step, authorization, name, description };

  return (
    <Stack spacing={2}>
      <Autocomplete
        size="small"
        options={steps}
        value={step}
        groupBy={(service) => service.category}
        getOptionLabel={(service) => service.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t('designer.agentTools.noSteps')}
        loading={services.isPending}
        onChange={(_event, next) => {
          setStep(next);
          setAuthorization(undefined);
          emit({ ...current, step: next, authorization: undefined });
        }}
        renderOption={({ key, ...optionProps }, service) => (
          <Box
            component="li"
            key={key}
            {...optionProps}
            data-testid="agent-tool-step-option"
            data-service-id={service.id}
            sx={{ display: 'flex', gap: 1 }}
          >
            <ServiceIcon name={service.icon} fontSize="small" color="action" />
            {service.name}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            required
            label={t('designer.agentTools.step')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'agent-tool-step' },
            }}
          />
        )}
      />
      {step?.authorizationKinds && step.authorizationKinds.length > 0 && (
        <AuthorizationPicker
          label={authField?.label ?? t('designer.agentTools.step')}
          value={authorization}
          kinds={step.authorizationKinds}
          required={needsAuthorization}
          helperText={authField?.help}
          onChange={(next) => {
            setAuthorization(next);
            emit({ ...current, authorization: next });
          }}
        />
      )}
      <TextField
        size="small"
        label={t('designer.agentTools.name')}
        helperText={t('designer.agentTools.nameHelp')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          emit({ ...current, name: event.target.value });
        }}
        slotProps={{ htmlInput: { 'data-testid': 'agent-tool-name-input' } }}
      />
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('designer.agentTools.description')}
        helperText={t('designer.agentTools.descriptionHelp')}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          emit({ ...current, description: event.target.value });
        }}
      />
    </Stack>
  );
}

/** One of the team's workflows as a tool: its name and description for the model, its input's schema. */
function WorkflowToolForm({ onChange }: { onChange(tool: AgentToolEntry | null): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workflows = useToolWorkflowsQuery(true);
  const [workflowId, setWorkflowId] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [schemaText, setSchemaText] = useState('');
  const schema = inputSchemaOf(schemaText);

  const emit = (next: { workflowId: string; name: string; description: string; schemaText: string }) => {
    const parsed = inputSchemaOf(next.schemaText);
    if (!next.workflowId || !given(next.name) || !given(next.description) || !parsed.ok)
      return onChange(null);
    onChange({
      kind: 'workflow',
      workflowId: next.workflowId,
      name: next.name.trim(),
      description: next.description.trim(),
      ...(parsed.value ? { inputSchema: parsed.value } : {}),
    });
  };
  const current = { workflowId, name, description, schemaText };

  // The workflow's MCP tool settings (data.mcp) already say what it is called and what it takes.
  const choose = async (id: string | undefined) => {
    const chosen = id ?? '';
    setWorkflowId(chosen);
    if (!chosen) return emit({ ...current, workflowId: '' });
    const item = workflows.data?.items.find((w) => w.id === chosen);
    let next = {
      workflowId: chosen,
      name: toolNameFromTitle(item?.title ?? ''),
      description: item?.description ?? '',
      schemaText: '',
    };
    try {
      const workflow = await queryClient.fetchQuery({
        queryKey: [DESIGNER_KEY, 'tool-workflow', chosen],
        queryFn: () => designerApi.workflow(chosen),
        staleTime: 30_000,
      });
      const mcp = workflow.data.mcp;
      next = {
        workflowId: chosen,
        name: mcp?.name ?? toolNameFromTitle(workflow.data.title),
        description: mcp?.description || workflow.data.description,
        schemaText: mcp ? JSON.stringify(mcp.inputSchema, null, 2) : '',
      };
    } catch {
      // Without the workflow's settings the list's title and description still fill the form.
    }
    setName(next.name);
    setDescription(next.description);
    setSchemaText(next.schemaText);
    emit(next);
  };

  const items = workflows.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <SelectField
        label={t('designer.agentTools.workflow')}
        required
        value={workflowId}
        options={withUnknown(
          items.map((w) => ({ value: w.id, label: w.title })),
          workflowId,
        )}
        emptyLabel={items.length === 0 && !workflows.isPending ? t('designer.agentTools.noWorkflows') : '—'}
        error={undefined}
        onChange={(id) => void choose(id)}
        testId="agent-tool-workflow"
      />
      <TextField
        size="small"
        required
        label={t('designer.agentTools.name')}
        helperText={t('designer.agentTools.workflowNameHelp')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          emit({ ...current, name: event.target.value });
        }}
        slotProps={{ htmlInput: { 'data-testid': 'agent-tool-workflow-name' } }}
      />
      <TextField
        size="small"
        required
        multiline
        minRows={2}
        label={t('designer.agentTools.description')}
        helperText={t('designer.agentTools.workflowDescriptionHelp')}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          emit({ ...current, description: event.target.value });
        }}
        slotProps={{ htmlInput: { 'data-testid': 'agent-tool-workflow-description' } }}
      />
      <TextField
        size="small"
        multiline
        minRows={3}
        label={t('designer.agentTools.inputSchema')}
        helperText={
          schema.ok ? t('designer.agentTools.inputSchemaHelp') : t('designer.agentTools.inputSchemaInvalid')
        }
        error={!schema.ok}
        value={schemaText}
        onChange={(event) => {
          setSchemaText(event.target.value);
          emit({ ...current, schemaText: event.target.value });
        }}
        slotProps={{
          htmlInput: { 'data-testid': 'agent-tool-workflow-schema', dir: 'ltr', spellCheck: false },
          input: { sx: { fontFamily: 'monospace' } },
        }}
      />
    </Stack>
  );
}

/** An MCP server's tools: its authorization (of kind mcp), and optionally which of its tools. */
function McpToolForm({ onChange }: { onChange(tool: AgentToolEntry | null): void }) {
  const { t } = useTranslation();
  const [authorization, setAuthorization] = useState<string | undefined>(undefined);
  const [names, setNames] = useState('');
  const emit = (next: { authorization: string | undefined; names: string }) => {
    if (!next.authorization) return onChange(null);
    const tools = toolNamesOf(next.names);
    onChange({ kind: 'mcp', authorization: next.authorization, ...(tools ? { tools } : {}) });
  };
  return (
    <Stack spacing={2}>
      <AuthorizationPicker
        label={t('designer.agentTools.kinds.mcp')}
        value={authorization}
        kinds={['mcp']}
        required
        onChange={(next) => {
          setAuthorization(next);
          emit({ authorization: next, names });
        }}
      />
      <TextField
        size="small"
        label={t('designer.agentTools.mcpTools')}
        helperText={t('designer.agentTools.mcpToolsHelp')}
        value={names}
        onChange={(event) => {
          setNames(event.target.value);
          emit({ authorization, names: event.target.value });
        }}
        slotProps={{ htmlInput: { 'data-testid': 'agent-tool-mcp-names', dir: 'ltr' } }}
      />
    </Stack>
  );
}

/** Adds one tool of `kind` to the agent; "Add" stays off until the tool is complete. */
export function AddToolDialog(props: {
  kind: AgentToolKind;
  onClose(): void;
  onAdd(tool: AgentToolEntry): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [tool, setTool] = useState<AgentToolEntry | null>(null);
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={props.onClose}
      aria-labelledby={titleId}
      data-testid="agent-tool-dialog"
    >
      <DialogTitle id={titleId}>{t(`designer.agentTools.addTitle.${props.kind}`)}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          {props.kind === 'step' && <StepToolForm onChange={setTool} />}
          {props.kind === 'workflow' && <WorkflowToolForm onChange={setTool} />}
          {props.kind === 'mcp' && <McpToolForm onChange={setTool} />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} color="inherit">
          {t('designer.agentTools.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={tool === null}
          onClick={() => tool && props.onAdd(tool)}
          data-testid="agent-tool-confirm"
        >
          {t('designer.agentTools.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

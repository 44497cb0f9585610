import {
  emptyWorkflowGraph,
  type GraphOperation,
  type N8nImportIssue,
  type N8nImportReport,
  type N8nImportStep,
  type NodeSettings,
  type WorkflowGraph,
  type WorkflowNode,
} from '@flowlane/contracts';
import { applyOperations, type DescribeService, idBase, MAIN_HANDLE, uniqueId } from '@flowlane/engine';
import {
  type ExpressionScope,
  failingMapping,
  pathStep,
  type TemplateProblem,
  translateExpression,
  translateValue,
} from './expressions.js';
import type { MappedStep, MappingContext, NeedsHandKind, NodeMapping } from './mapping-types.js';
import { type N8nNode, readN8nWorkflow } from './n8n-export.js';
import { mappingFor, N8N_NODE_MAPPINGS } from './node-table.js';

/** n8n places nodes about 200 px apart, our designer 320: positions are scaled so steps do not overlap. */
const POSITION_SCALE = 1.5;
const PLACEHOLDER = 'n8n.placeholder';
/** n8n nodes that are canvas decoration, not steps. */
const DECORATION = new Set(['n8n-nodes-base.stickyNote']);

export interface N8nConversion {
  title: string;
  graph: WorkflowGraph;
  /** A Respond to Webhook node was found: the webhook should wait for its reply. */
  webhookReplies: boolean;
  report: N8nImportReport;
}

export interface ConvertOptions {
  /** Tells triggers and outputs apart while wiring (the built-in catalogue's descriptors). */
  describe?: DescribeService;
  /** The node mapping table (the default one unless a test gives its own). */
  table?: readonly NodeMapping[];
}

interface Entry {
  node: N8nNode;
  id: string;
  mapping: NodeMapping | undefined;
}

/**
 * An n8n workflow export as a Flowlane graph and a report of what needs a hand. Pure: nothing is stored,
 * and the graph is put together by the graph operations the designer uses (steps added, then connected),
 * so it holds to the same rules as one drawn by hand. Throws N8nExportError when the input is no export.
 */
export function convertN8nWorkflow(input: unknown, options: ConvertOptions = {}): N8nConversion {
  const describe = options.describe ?? (() => undefined);
  const table = options.table ?? N8N_NODE_MAPPINGS;
  const workflow = readN8nWorkflow(input);
  const needsHand: N8nImportIssue[] = [];
  const mapped: N8nImportStep[] = [];
  const placeholders: N8nImportStep[] = [];
  let webhookReplies = false;

  const entries = new Map<string, Entry>();
  const taken = new Set<string>();
  let skipped = 0;
  for (const node of workflow.nodes) {
    if (DECORATION.has(node.type)) {
      skipped += 1;
      continue;
    }
    if (entries.has(node.name)) continue;
    const id = uniqueId(idBase(node.name), taken);
    taken.add(id);
    entries.set(node.name, { node, id, mapping: mappingFor(node.type, node.typeVersion, table) });
  }

  // Main connections as (source, output index, target, input index), in the export's order.
  const links: { source: string; output: number; target: string; input: number }[] = [];
  const otherKinds = new Set<string>();
  for (const [source, byType] of Object.entries(workflow.connections)) {
    for (const [type, outputs] of Object.entries(byType)) {
      outputs.forEach((targets, output) => {
        for (const target of targets ?? []) {
          if (type !== 'main') otherKinds.add(source);
          else links.push({ source, output, target: target.node, input: target.index });
        }
      });
    }
  }
  const predecessor = (name: string): string | undefined =>
    [...links].filter((l) => l.target === name && entries.has(l.source)).sort((a, b) => a.input - b.input)[0]
      ?.source;

  // Where each node's item data is, for `$json` and `$('Node')`: a step passing its input on is skipped.
  const dataPaths = new Map<string, string>();
  const dataPathOf = (name: string, seen = new Set<string>()): string => {
    const known = dataPaths.get(name);
    if (known !== undefined) return known;
    const entry = entries.get(name);
    if (!entry || seen.has(name)) return 'trigger';
    seen.add(name);
    const data = entry.mapping?.data ?? '';
    let path: string;
    if (data === 'through') {
      const before = predecessor(name);
      path = before ? dataPathOf(before, seen) : 'trigger';
    } else {
      path = [`steps.${entry.id}`, ...(data === '' ? [] : data.split('.').map(pathStep))].join('.');
    }
    dataPaths.set(name, path);
    return path;
  };

  const placed = [...entries.values()].flatMap((e) => (e.node.position ? [e.node.position] : []));
  const left = placed.length === 0 ? 0 : Math.min(...placed.map(([x]) => x));
  const top = placed.length === 0 ? 0 : Math.min(...placed.map(([, y]) => y));
  const steps: WorkflowNode[] = [];
  const handles = new Map<string, (index: number) => string | undefined>();
  for (const entry of entries.values()) {
    const { node, id } = entry;
    const before = predecessor(node.name);
    const scope: ExpressionScope = {
      input: before ? dataPathOf(before) : 'trigger',
      node: (name) => (entries.has(name) ? dataPathOf(name) : undefined),
      previousName: before,
    };
    const issues: N8nImportIssue[] = [];
    const note = (kind: NeedsHandKind, detail: string) =>
      issues.push({ node: node.name, stepId: id, kind, detail });
    const problems: TemplateProblem[] = [];
    const ctx: MappingContext = {
      node,
      params: node.parameters ?? {},
      input: `{{ ${scope.input} }}`,
      value: (value) => translateValue(value, scope, problems),
      jsonata: (value, what) => {
        if (typeof value === 'number' || typeof value === 'boolean' || value === null)
          return JSON.stringify(value);
        if (typeof value !== 'string') return undefined;
        const whole = /^=\s*\{\{([\s\S]*)\}\}\s*$/.exec(value);
        if (!value.startsWith('=')) return JSON.stringify(value);
        if (!whole) {
          note('expression', `${what}: ${value.slice(1)} is not one expression`);
          return undefined;
        }
        const translated = translateExpression(whole[1] ?? '', scope);
        if (translated.ok) return translated.source;
        problems.push({ expression: (whole[1] ?? '').trim(), reason: translated.reason });
        return failingMapping((whole[1] ?? '').trim());
      },
      needsHand: note,
      replyFromStep: () => {
        webhookReplies = true;
      },
    };

    let built: MappedStep | { unmapped: string };
    try {
      built = entry.mapping
        ? entry.mapping.build(ctx)
        : { unmapped: 'no Flowlane step does what this node does yet' };
    } catch (error) {
      built = {
        unmapped: `its parameters could not be read (${error instanceof Error ? error.message : 'error'})`,
      };
    }

    // Scaled from the workflow's top-left corner, so the steps open in the designer's first view.
    const position = {
      x: Math.round(((node.position?.[0] ?? left) - left) * POSITION_SCALE),
      y: Math.round(((node.position?.[1] ?? top) - top) * POSITION_SCALE),
    };
    const settings = settingsOf(node);
    let step: WorkflowNode;
    if ('unmapped' in built) {
      step = {
        id,
        serviceId: PLACEHOLDER,
        action: 'run',
        name: node.name,
        position,
        params: {
          n8nType: node.type,
          ...(node.typeVersion !== undefined ? { n8nTypeVersion: node.typeVersion } : {}),
          reason: built.unmapped,
          n8nParameters: node.parameters ?? {},
        },
        ...(settings ? { settings } : {}),
      };
      placeholders.push({ node: node.name, type: node.type, stepId: id, serviceId: PLACEHOLDER });
      needsHand.push({
        node: node.name,
        stepId: id,
        kind: 'unmapped',
        detail: `${node.type}: ${built.unmapped}`,
      });
    } else {
      for (const problem of problems) note('expression', `${problem.expression} — ${problem.reason}`);
      if (entry.mapping?.authorization || node.credentials) {
        if (entry.mapping?.authorization || Object.keys(node.credentials ?? {}).length > 0)
          if (!issues.some((i) => i.kind === 'authorization'))
            note(
              'authorization',
              `Choose an authorization (n8n used ${credentialNames(node) || 'credentials'}).`,
            );
      }
      step = {
        id,
        serviceId: built.serviceId,
        action: built.action ?? 'run',
        name: node.name,
        position,
        params: built.params,
        ...(settings || built.settings ? { settings: { ...settings, ...built.settings } } : {}),
      };
      mapped.push({ node: node.name, type: node.type, stepId: id, serviceId: built.serviceId });
      needsHand.push(...issues);
      if (built.outputHandle) handles.set(node.name, built.outputHandle);
    }
    steps.push(step);
  }

  for (const name of otherKinds) {
    const entry = entries.get(name);
    needsHand.push({
      node: name,
      stepId: entry?.id ?? null,
      kind: 'connection',
      detail: 'Its AI sub-node connections (model, memory, tools) are not imported.',
    });
  }

  // Steps first, then the wires, through the designer's operations.
  let graph: WorkflowGraph = applyOperations(
    emptyWorkflowGraph(),
    steps.map((step): GraphOperation => ({ type: 'addStep', step })),
    describe,
  );
  const ordered = [...links].sort((a, b) => a.input - b.input);
  for (const link of ordered) {
    const source = entries.get(link.source);
    const target = entries.get(link.target);
    if (!source || !target) continue;
    const sourceStep = graph.nodes.find((n) => n.id === source.id);
    const handle = handleFor(
      sourceStep,
      handles.get(link.source),
      link.output,
      maxOutput(links, link.source),
    );
    const drop = (why: string) =>
      needsHand.push({
        node: link.source,
        stepId: source.id,
        kind: 'connection',
        detail: `The connection from output ${link.output + 1} to "${link.target}" is not imported: ${why}.`,
      });
    if (handle === undefined) {
      drop('that output has no twin here');
      continue;
    }
    if (leadsTo(graph, target.id, source.id)) {
      drop('it would close a loop (use a Loop step)');
      continue;
    }
    const next = applyOperations(
      graph,
      [{ type: 'connect', from: { source: source.id, handle }, target: target.id }],
      describe,
    );
    if (next === graph && !graph.edges.some((e) => e.source === source.id && e.target === target.id)) {
      drop('the step it leads to takes no input here');
      continue;
    }
    graph = next;
  }

  return {
    title: workflow.name?.trim() || 'Imported from n8n',
    graph,
    webhookReplies,
    report: { workflowName: workflow.name ?? '', mapped, placeholders, needsHand, skipped },
  };
}

function credentialNames(node: N8nNode): string {
  return Object.keys(node.credentials ?? {}).join(', ');
}

function maxOutput(links: readonly { source: string; output: number }[], source: string): number {
  return Math.max(0, ...links.filter((l) => l.source === source).map((l) => l.output));
}

/** Our handle for n8n's output `index`: the mapping's, the error output when n8n routed errors, else main. */
function handleFor(
  step: WorkflowNode | undefined,
  mapped: ((index: number) => string | undefined) | undefined,
  index: number,
  highest: number,
): string | undefined {
  if (step?.settings?.onError === 'errorEdge' && index === highest && index > 0) return 'error';
  if (mapped) return mapped(index);
  return index === 0 ? MAIN_HANDLE : undefined;
}

/** Whether `from` already leads to `to` (an edge to `from` from `to` would close a cycle). */
function leadsTo(graph: WorkflowGraph, from: string, to: string): boolean {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift();
    if (id === undefined || seen.has(id)) continue;
    if (id === to) return true;
    seen.add(id);
    for (const edge of graph.edges) if (edge.source === id) queue.push(edge.target);
  }
  return false;
}

/** n8n's node settings that have ours: disabled, retries, what a failure does. */
function settingsOf(node: N8nNode): NodeSettings | undefined {
  const settings: NodeSettings = {};
  if (node.disabled === true) settings.disabled = true;
  if (node.retryOnFail === true) {
    settings.retry = {
      count: Math.min(10, Math.max(0, (node.maxTries ?? 3) - 1)),
      backoffMs: Math.min(3_600_000, Math.max(0, node.waitBetweenTries ?? 1000)),
      backoff: 'fixed',
    };
  }
  if (node.onError === 'continueErrorOutput') settings.onError = 'errorEdge';
  else if (node.onError === 'continueRegularOutput' || node.continueOnFail === true)
    settings.onError = 'continue';
  return Object.keys(settings).length > 0 ? settings : undefined;
}

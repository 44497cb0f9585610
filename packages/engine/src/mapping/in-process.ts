import { mapperFunctionDefinitions } from '../functions/index.js';

/**
 * Which mappings may be evaluated on the server's own thread. V8 cannot cap the memory of one evaluation,
 * and a worker thread's heap limit is best effort (an allocation past it aborts the whole process), so a
 * mapping runs here only when what it can allocate is bounded by its size and its data: at most
 * MAX_IN_PROCESS_NODES parse nodes, no construct that loops or multiplies data, and only functions whose
 * work and result grow at most linearly with their arguments. Everything else goes to the expression
 * sandbox, a child process whose heap is capped, which an expression can kill but not the server.
 */
export const MAX_IN_PROCESS_NODES = 200;

/**
 * JSONata's own functions that are linear in their arguments. Left out: $pad (any width), $replace (each
 * match may insert a copy of its argument), $distinct (quadratic), $sort (an async merge sort no timeout
 * sees), $eval, $toMillis (pictures become backtracking regular expressions), and the higher-order
 * functions, which take a function and so a lambda or a function passed by name.
 */
const JSONATA_LINEAR = [
  'string',
  'length',
  'substring',
  'substringBefore',
  'substringAfter',
  'uppercase',
  'lowercase',
  'trim',
  'contains',
  'split',
  'join',
  'base64encode',
  'base64decode',
  'encodeUrlComponent',
  'encodeUrl',
  'decodeUrlComponent',
  'decodeUrl',
  'number',
  'abs',
  'floor',
  'ceil',
  'round',
  'power',
  'sqrt',
  'random',
  'formatNumber',
  'formatBase',
  'formatInteger',
  'parseInteger',
  'boolean',
  'not',
  'exists',
  'count',
  'sum',
  'max',
  'min',
  'average',
  'append',
  'reverse',
  'shuffle',
  'zip',
  'keys',
  'lookup',
  'spread',
  'merge',
  'type',
  'error',
  'assert',
  'now',
  'millis',
  'fromMillis',
];

/** Mapper functions that build regular expressions from a user's picture: sandbox only. */
const MAPPER_SANDBOX_ONLY = new Set(['dateParse']);

const IN_PROCESS_FUNCTIONS: ReadonlySet<string> = new Set([
  ...JSONATA_LINEAR,
  ...mapperFunctionDefinitions.map((f) => f.name).filter((name) => !MAPPER_SANDBOX_ONLY.has(name)),
]);

/** Node types that loop, bind or rebuild data without JSONata's per-step checks seeing the growth. */
const LOOPING_TYPES = new Set(['regex', 'lambda', 'bind', 'transform', 'partial', 'parent', 'sort']);
/** Path step keys that join a step with its ancestors' items (`@$v`, `#$i`, `%`): a cross product. */
const JOINING_KEYS = ['focus', 'index', 'tuple', 'ancestor'];

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `$$`, the whole scope: inside a later path step it is copied once per item of the steps before. */
const isRoot = (node: Node) => node.type === 'variable' && node.value === '$';

class Check {
  nodes = 0;

  /** `perItem`: the node is evaluated once per item of an enclosing path's earlier steps. */
  fits(node: unknown, perItem: boolean): boolean {
    if (Array.isArray(node)) return node.every((child) => this.fits(child, perItem));
    if (!isNode(node)) return true;
    this.nodes += 1;
    if (this.nodes > MAX_IN_PROCESS_NODES) return false;
    const type = node.type;
    if (typeof type === 'string' && LOOPING_TYPES.has(type)) return false;
    if (type === 'binary' && node.value === '..') return false;
    if (JOINING_KEYS.some((key) => key in node)) return false;
    if (perItem && isRoot(node)) return false;
    if (type === 'variable' && typeof node.value === 'string' && node.value !== '' && node.value !== '$') {
      // A named variable is a function (passed as a value or called): only the linear ones stay here.
      if (!IN_PROCESS_FUNCTIONS.has(node.value)) return false;
    }
    if (type === 'path' && Array.isArray(node.steps)) {
      return (
        node.steps.every((step, index) => this.fits(step, perItem || index > 0)) && this.rest(node, perItem)
      );
    }
    return this.rest(node, perItem);
  }

  /** The node's children other than a path's steps; predicates and groups run once per item too. */
  private rest(node: Node, perItem: boolean): boolean {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'steps' && node.type === 'path') continue;
      if (key === 'value' || key === 'position' || typeof child !== 'object' || child === null) continue;
      const each = perItem || key === 'stages' || key === 'predicate' || key === 'group';
      if (!this.fits(child, each)) return false;
    }
    return true;
  }
}

/** Whether a parsed mapping may run on the server's thread (see MAX_IN_PROCESS_NODES). */
export function runsInProcess(ast: unknown): boolean {
  return new Check().fits(ast, false);
}

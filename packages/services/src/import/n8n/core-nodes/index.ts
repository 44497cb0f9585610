import type { NodeMapping } from '../mapping-types.js';
import { code, httpRequest, noOp, set } from './data.js';
import { executeWorkflow, ifNode, merge, respondToWebhook, switchNode, wait } from './flow.js';
import { mqtt, rabbitmq, redis, sendEmail, sqlNode } from './services.js';
import { manualTrigger, scheduleTrigger, webhookTrigger } from './triggers.js';

/**
 * The core nodes. App nodes join this table as their connectors land (one row per n8n node type, building
 * the connector step's params); until then they import as placeholder steps.
 */
export const CORE_NODE_MAPPINGS: readonly NodeMapping[] = [
  manualTrigger,
  webhookTrigger,
  scheduleTrigger,
  set,
  noOp,
  code,
  httpRequest,
  ifNode,
  switchNode,
  merge,
  wait,
  respondToWebhook,
  executeWorkflow,
  sqlNode('db.postgres', ['n8n-nodes-base.postgres']),
  sqlNode('db.mysql', ['n8n-nodes-base.mySql']),
  redis,
  mqtt,
  rabbitmq,
  sendEmail,
];

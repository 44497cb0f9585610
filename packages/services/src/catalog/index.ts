import type { ServiceDefinition } from '@flowlane/engine';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';
import { createAiAgentService } from './ai-agent.js';
import { aiChatService } from './ai-chat.js';
import { createAmqpPublishService } from './amqp-publish.js';
import { createCodeService } from './code.js';
import { datasetService } from './dataset.js';
import { createDelayService } from './delay.js';
import { createHttpRequestService } from './http-request.js';
import { ifService } from './if.js';
import { loopService } from './loop.js';
import { mailhookTrigger } from './mailhook-trigger.js';
import { manualTrigger } from './manual-trigger.js';
import { mergeService } from './merge.js';
import { createMqttPublishService } from './mqtt-publish.js';
import { createMysqlQueryService } from './mysql-query.js';
import { n8nPlaceholder } from './n8n-placeholder.js';
import { createNatsPublishService } from './nats-publish.js';
import { pdfOcrService } from './pdf-ocr.js';
import { createPostgresQueryService } from './postgres-query.js';
import { createRedisCommandService } from './redis-command.js';
import { scheduleTrigger } from './schedule-trigger.js';
import { createSendEmailService } from './send-email.js';
import { setTransform } from './set.js';
import { subworkflowService } from './subworkflow.js';
import { switchService } from './switch.js';
import { webhookResponse } from './webhook-response.js';
import { webhookTrigger } from './webhook-trigger.js';

/** The built-in catalogue, in the order the service library lists it, for the given configuration. */
export function createBuiltInServices(overrides: Partial<ServiceConfig> = {}): ServiceDefinition[] {
  const config: ServiceConfig = { ...DEFAULT_SERVICE_CONFIG, ...overrides };
  return [
    manualTrigger,
    webhookTrigger,
    scheduleTrigger,
    mailhookTrigger,
    setTransform,
    ifService,
    switchService,
    loopService,
    mergeService,
    createDelayService(config),
    subworkflowService,
    webhookResponse,
    createCodeService(config),
    createHttpRequestService(config),
    createSendEmailService(config),
    createPostgresQueryService(config),
    createMysqlQueryService(config),
    createRedisCommandService(config),
    createMqttPublishService(config),
    createAmqpPublishService(config),
    createNatsPublishService(config),
    aiChatService,
    createAiAgentService(config),
    datasetService,
    pdfOcrService,
    n8nPlaceholder,
  ];
}

/** The catalogue with the default configuration (SSRF guard on, real connectors). */
export const builtInServices: readonly ServiceDefinition[] = createBuiltInServices();

import type { MappingContext, NodeMapping } from '../mapping-types.js';
import { list, pairs, record, text } from '../table-helpers.js';

// ---- databases and messaging

/** n8n's query replacement text ("={{ $json.a }},{{ $json.b }}") as a list of values. */
function queryValues(ctx: MappingContext, replacement: unknown): unknown[] {
  if (Array.isArray(replacement)) return replacement.map((v) => ctx.value(v));
  if (typeof replacement !== 'string' || replacement.trim() === '' || replacement === '=') return [];
  const expression = replacement.startsWith('=');
  const body = expression ? replacement.slice(1) : replacement;
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (body.startsWith('{{', i)) depth += 1;
    if (body.startsWith('}}', i)) depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => ctx.value(expression ? `=${part.trim()}` : part.trim()));
}

export function sqlNode(serviceId: 'db.postgres' | 'db.mysql', types: string[]): NodeMapping {
  return {
    types,
    serviceId,
    data: 'rows',
    authorization: true,
    build: (ctx) => {
      const operation = text(ctx.params.operation) ?? 'executeQuery';
      if (operation !== 'executeQuery')
        return { unmapped: `the "${operation}" operation (write it as a SQL query)` };
      const options = record(ctx.params.options);
      const replacement = options.queryReplacement ?? record(ctx.params.additionalFields).queryParams;
      return {
        serviceId,
        params: { sql: ctx.value(ctx.params.query ?? ''), params: queryValues(ctx, replacement) },
      };
    },
  };
}

export const redis: NodeMapping = {
  types: ['n8n-nodes-base.redis'],
  serviceId: 'db.redis',
  data: 'result',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    const operation = text(p.operation) ?? 'info';
    const v = (value: unknown) => ctx.value(value ?? '');
    const commands: Record<string, () => [string, unknown[]]> = {
      info: () => ['INFO', []],
      get: () => ['GET', [v(p.key)]],
      delete: () => ['DEL', [v(p.key)]],
      incr: () => ['INCR', [v(p.key)]],
      keys: () => ['KEYS', [v(p.keyPattern)]],
      publish: () => ['PUBLISH', [v(p.channel), v(p.messageData)]],
      push: () => [p.tail === true ? 'RPUSH' : 'LPUSH', [v(p.list), v(p.messageData)]],
      pop: () => [p.tail === true ? 'RPOP' : 'LPOP', [v(p.list)]],
      set: () => {
        const args = [v(p.key), v(p.value)];
        if (p.expire === true && typeof p.ttl === 'number') args.push('EX', p.ttl);
        return ['SET', args];
      },
    };
    const command = Object.hasOwn(commands, operation) ? commands[operation] : undefined;
    if (!command) return { unmapped: `the Redis "${operation}" operation` };
    const [name, args] = command();
    return { serviceId: 'db.redis', params: { command: name, args } };
  },
};

export const mqtt: NodeMapping = {
  types: ['n8n-nodes-base.mqtt'],
  serviceId: 'mq.mqtt',
  data: 'through',
  authorization: true,
  build: (ctx) => {
    const options = record(ctx.params.options);
    const payload = ctx.params.sendInputData === false ? ctx.value(ctx.params.message ?? '') : ctx.input;
    return {
      serviceId: 'mq.mqtt',
      params: {
        topic: ctx.value(ctx.params.topic ?? ''),
        payload,
        qos: typeof options.qos === 'number' ? options.qos : Number(options.qos ?? 0),
        retain: options.retain === true,
      },
    };
  },
};

export const rabbitmq: NodeMapping = {
  types: ['n8n-nodes-base.rabbitmq'],
  serviceId: 'mq.amqp',
  data: 'through',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    if (p.operation === 'deleteMessage') return { unmapped: 'deleting a RabbitMQ message' };
    const payload = p.sendInputData === false ? ctx.value(p.message ?? '') : ctx.input;
    const params: Record<string, unknown> = { payload };
    if (p.mode === 'exchange') {
      params.exchange = ctx.value(p.exchange ?? '');
      params.routingKey = ctx.value(p.routingKey ?? '');
    } else params.queue = ctx.value(p.queue ?? '');
    const headers = pairs(ctx, record(record(p.options).headers).header);
    if (Object.keys(headers).length > 0) params.headers = headers;
    return { serviceId: 'mq.amqp', params };
  },
};

export const sendEmail: NodeMapping = {
  types: ['n8n-nodes-base.emailSend'],
  serviceId: 'mail.send',
  data: 'through',
  authorization: true,
  build: (ctx) => {
    const p = ctx.params;
    const options = record(p.options);
    const params: Record<string, unknown> = {
      from: ctx.value(p.fromEmail ?? ''),
      to: ctx.value(p.toEmail ?? ''),
      subject: ctx.value(p.subject ?? ''),
    };
    const cc = p.ccEmail ?? options.ccEmail;
    const bcc = p.bccEmail ?? options.bccEmail;
    if (cc) params.cc = ctx.value(cc);
    if (bcc) params.bcc = ctx.value(bcc);
    if (options.replyTo) params.replyTo = ctx.value(options.replyTo);
    const format = text(p.emailFormat) ?? ((ctx.node.typeVersion ?? 1) >= 2 ? 'html' : 'both');
    if (format !== 'html' && p.text !== undefined) params.text = ctx.value(p.text);
    if (format !== 'text' && p.html !== undefined) params.html = ctx.value(p.html);
    if (params.text === undefined && params.html === undefined) params.text = '';
    if (list(record(options).attachments).length > 0 || typeof options.attachments === 'string')
      ctx.needsHand('parameter', 'Attachments are not imported.');
    return { serviceId: 'mail.send', params };
  },
};

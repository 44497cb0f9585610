import type { WorkflowGraph } from '@flowlane/contracts';
import {
  buildGraph,
  createFakePorts,
  FakeAi,
  FakePdf,
  InMemoryCredentials,
  stepOf,
} from '@flowlane/engine/testing';
import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../connectors/index.js';
import { SsrfBlockedError } from '../net/index.js';
import { type ConnectorHandlers, fakeConnectors } from '../testing/fake-connectors.js';
import { runOnCatalog } from '../testing/run.js';

const credentials = new InMemoryCredentials([
  {
    id: 'pg',
    kind: 'postgres',
    fields: { host: 'db.example.test', port: 5432, user: 'app', password: 's3cret', database: '' },
  },
  { id: 'my', kind: 'mysql', fields: { host: 'my.example.test', user: 'app' } },
  { id: 'rd', kind: 'redis', fields: { url: 'redis://cache.example.test:6379' } },
  { id: 'mq', kind: 'mqtt', fields: { url: 'mqtt://broker.example.test' } },
  { id: 'am', kind: 'amqp', fields: { url: 'amqp://rabbit.example.test' } },
  { id: 'na', kind: 'nats', fields: { servers: 'nats://nats.example.test:4222' } },
  {
    id: 'smtp',
    kind: 'smtp',
    fields: { host: 'smtp.example.test', user: 'robot@example.test', password: 'pw' },
  },
  { id: 'token', kind: 'bearer', fields: { token: 'tok-123' } },
  { id: 'key', kind: 'apikey', fields: { in: 'query', name: 'api_key', value: 'k-9' } },
  { id: 'ai', kind: 'openai', fields: { baseUrl: 'https://llm.example.test/v1', apiKey: 'sk-x' } },
  { id: 'broken', kind: 'postgres', fields: { port: 'not a number' } },
]);

function oneStep(serviceId: string, params: Record<string, unknown>): WorkflowGraph {
  return buildGraph(
    [
      ['t', 'trigger.manual'],
      ['s', serviceId, params],
    ],
    [['t', 's']],
  );
}

async function run(
  serviceId: string,
  params: Record<string, unknown>,
  handlers: ConnectorHandlers = {},
  trigger: unknown = {},
) {
  const { connectors, calls } = fakeConnectors(handlers);
  const ports = createFakePorts({ credentials });
  const result = await runOnCatalog(oneStep(serviceId, params), {
    trigger,
    ports,
    config: { connectors, network: { allowPrivateNetwork: false } },
  });
  return { result, calls, ports };
}

describe('HTTP Request', () => {
  const ok = {
    httpRequest: async () => ({
      url: 'https://api.example.test/orders/7',
      status: 200,
      statusText: 'OK',
      headers: {},
      body: { id: 1 },
      bodyType: 'json' as const,
    }),
  };

  it('sends the mapped request through the connector with the step signal and the SSRF settings', async () => {
    let seen: unknown;
    const { result, calls } = await run(
      'http.request',
      {
        method: 'POST',
        url: 'https://api.example.test/orders/{{ trigger.id }}',
        headers: { 'x-trace': '{{ trigger.id }}' },
        bodyType: 'json',
        body: { qty: '{{ trigger.qty }}' },
        authorization: 'token',
      },
      {
        httpRequest: async (_input, ctx) => {
          seen = ctx;
          return ok.httpRequest();
        },
      },
      { id: 7, qty: 3 },
    );
    expect(seen).toMatchObject({ allowPrivateNetwork: false, signal: expect.any(AbortSignal) });
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 's').output).toMatchObject({ status: 200, body: { id: 1 } });
    expect(calls).toEqual([
      {
        name: 'httpRequest',
        input: {
          method: 'POST',
          url: 'https://api.example.test/orders/7',
          headers: { 'x-trace': '7' },
          body: { type: 'json', data: { qty: 3 } },
          auth: { type: 'bearer', token: 'tok-123' },
          responseType: 'auto',
          timeoutMs: 30_000,
          followRedirects: true,
          throwOnHttpError: true,
        },
      },
    ]);
  });

  it('uses an API key authorization in the query', async () => {
    const { calls } = await run(
      'http.request',
      { url: 'https://api.example.test', authorization: 'key' },
      ok,
    );
    expect(calls[0]?.input).toMatchObject({
      auth: { type: 'apiKey', in: 'query', name: 'api_key', value: 'k-9' },
    });
  });

  it.each([
    [
      'an address the SSRF guard refuses',
      new SsrfBlockedError('169.254.169.254', '169.254.169.254'),
      'user',
      'SSRF_BLOCKED',
    ],
    ['a timeout', new ConnectorError('TIMEOUT', 'did not finish'), 'operational', 'CONNECTOR_TIMEOUT'],
    [
      'bad input',
      new ConnectorError('INVALID_INPUT', 'The URL is not a valid URL'),
      'user',
      'CONNECTOR_INVALID_INPUT',
    ],
  ])('fails on %s with the right kind of error', async (_what, error, kind, code) => {
    const { result } = await run(
      'http.request',
      { url: 'http://169.254.169.254/latest' },
      {
        httpRequest: async () => {
          throw error;
        },
      },
    );
    expect(result.error).toMatchObject({ kind, code, nodeId: 's' });
  });

  it('asks for the "request" plan feature', async () => {
    const { createBuiltInServices } = await import('./index.js');
    const http = createBuiltInServices().find((s) => s.descriptor.id === 'http.request');
    expect(http?.descriptor.planFeature).toBe('request');
  });
});

describe('database and messaging steps', () => {
  it.each<[string, Record<string, unknown>, keyof ConnectorHandlers, Record<string, unknown>]>([
    [
      'db.postgres',
      { authorization: 'pg', sql: 'select * from orders where id = $1', params: ['{{ trigger.id }}'] },
      'postgresQuery',
      {
        connection: { host: 'db.example.test', port: 5432, user: 'app', password: 's3cret' },
        sql: 'select * from orders where id = $1',
        params: [7],
      },
    ],
    [
      'db.mysql',
      { authorization: 'my', sql: 'select ?', params: [1] },
      'mysqlQuery',
      { connection: { host: 'my.example.test', user: 'app' }, sql: 'select ?', params: [1] },
    ],
    [
      'db.redis',
      { authorization: 'rd', command: 'SET', args: ['order:{{ trigger.id }}', 'paid'] },
      'redisCommand',
      { connection: { url: 'redis://cache.example.test:6379' }, command: 'SET', args: ['order:7', 'paid'] },
    ],
    [
      'mq.mqtt',
      {
        authorization: 'mq',
        topic: 'orders/{{ trigger.id }}',
        payload: { id: '{{ trigger.id }}' },
        qos: '1',
      },
      'mqttPublish',
      {
        connection: { url: 'mqtt://broker.example.test' },
        topic: 'orders/7',
        payload: { id: 7 },
        qos: 1,
        retain: false,
      },
    ],
    [
      'mq.amqp',
      { authorization: 'am', queue: 'orders', payload: 'hello' },
      'amqpPublish',
      {
        connection: { url: 'amqp://rabbit.example.test' },
        queue: 'orders',
        payload: 'hello',
        persistent: true,
        assertQueue: false,
        mandatory: false,
      },
    ],
    [
      'mq.nats',
      {
        authorization: 'na',
        subject: 'orders.created',
        payload: { id: 1 },
        waitForReply: true,
        replyTimeoutMs: 250,
      },
      'natsPublish',
      {
        connection: { servers: 'nats://nats.example.test:4222' },
        subject: 'orders.created',
        payload: { id: 1 },
        request: { timeoutMs: 250 },
      },
    ],
  ])("%s calls its connector with the authorization's connection", async (serviceId, params, name, input) => {
    const { result, calls } = await run(
      serviceId,
      params,
      { [name]: async () => ({ done: true }) },
      { id: 7 },
    );
    expect(result.status).toBe('succeeded');
    expect(stepOf(result, 's').output).toEqual({ done: true });
    expect(calls).toEqual([{ name, input }]);
  });

  it('refuses an authorization of the wrong kind', async () => {
    const { result, calls } = await run('db.postgres', { authorization: 'rd', sql: 'select 1' });
    expect(result.error).toMatchObject({ kind: 'user', code: 'AUTHORIZATION_KIND' });
    expect(calls).toEqual([]);
  });

  it('refuses an incomplete authorization, naming the field', async () => {
    const { result } = await run('db.postgres', { authorization: 'broken', sql: 'select 1' });
    expect(result.error).toMatchObject({ kind: 'user', code: 'AUTHORIZATION_INVALID' });
  });

  it('reports a missing SQL statement before running', async () => {
    await expect(run('db.postgres', { authorization: 'pg' })).rejects.toThrow(
      /missing the required input "SQL"/,
    );
  });
});

describe('Send E-mail', () => {
  it('goes through the platform mailer without an authorization', async () => {
    const { result, ports } = await run(
      'mail.send',
      { to: 'a@x.test, b@x.test', subject: 'Hi {{ trigger.n }}', text: 'Body' },
      {},
      { n: 1 },
    );
    expect(result.status).toBe('succeeded');
    expect(ports.mail).toMatchObject({
      sent: [{ to: ['a@x.test', 'b@x.test'], subject: 'Hi 1', text: 'Body' }],
    });
  });

  it('goes through the SMTP connector with an SMTP authorization, from its user by default', async () => {
    const sent = { messageId: 'm1', accepted: ['a@x.test'], rejected: [] };
    const { result, calls } = await run(
      'mail.send',
      { authorization: 'smtp', to: 'a@x.test', subject: 'S', html: '<b>x</b>' },
      {
        sendMail: async () => sent,
      },
    );
    expect(stepOf(result, 's').output).toEqual(sent);
    expect(calls[0]?.input).toMatchObject({
      smtp: { host: 'smtp.example.test' },
      from: 'robot@example.test',
      to: ['a@x.test'],
      html: '<b>x</b>',
    });
  });

  it('needs a body', async () => {
    const { result } = await run('mail.send', { to: 'a@x.test', subject: 'S' });
    expect(result.error).toMatchObject({ kind: 'user', code: 'INVALID_PARAMS' });
    expect(result.error?.message).toContain('give a text or an html body');
  });
});

describe('AI model', () => {
  it('sends instructions and prompt to the ai port with the authorization', async () => {
    const ai = new FakeAi((request) => ({
      content: `${request.messages.length} messages`,
      model: request.model,
    }));
    const { connectors } = fakeConnectors();
    const ports = createFakePorts({ credentials, ai });
    const graph = oneStep('ai.chat', {
      authorization: 'ai',
      model: 'm-1',
      system: 'Be brief',
      prompt: 'Sum {{ trigger.a }}',
    });
    const result = await runOnCatalog(graph, { ports, trigger: { a: 2 }, config: { connectors } });
    expect(stepOf(result, 's').output).toEqual({ content: '2 messages', model: 'm-1' });
    expect(ai.requests[0]).toMatchObject({
      credential: { id: 'ai', kind: 'openai' },
      messages: [
        { role: 'system', content: 'Be brief' },
        { role: 'user', content: 'Sum 2' },
      ],
      responseFormat: 'text',
    });
  });
});

describe('Dataset', () => {
  const seeded = () => {
    const ports = createFakePorts();
    ports.datasets.insert('d1', [
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 2 },
      { sku: 'ab', qty: 3 },
    ]);
    return ports;
  };
  it.each([
    ['insert', { datasetId: 'd1', rows: { sku: 'c', qty: 4 } }, { inserted: 1 }],
    ['find', { datasetId: 'd1', filter: { sku: 'b' } }, { rows: [{ sku: 'b', qty: 2 }], count: 1 }],
    [
      'find',
      {
        datasetId: 'd1',
        filter: [{ column: 'sku', operator: 'startsWith', value: 'a' }],
        sort: 'qty',
        direction: 'desc',
        limit: 1,
      },
      { rows: [{ sku: 'ab', qty: 3 }], count: 1 },
    ],
    [
      'count',
      {
        datasetId: 'd1',
        filter: {
          join: 'or',
          conditions: [
            { column: 'qty', operator: 'gt', value: 2 },
            { column: 'sku', operator: 'equals', value: 'a' },
          ],
        },
      },
      { count: 2 },
    ],
    ['update', { datasetId: 'd1', filter: { sku: 'a' }, values: { qty: 5 } }, { updated: 1 }],
    [
      'upsert',
      {
        datasetId: 'd1',
        rows: [
          { sku: 'a', qty: 9 },
          { sku: 'z', qty: 1 },
        ],
      },
      { inserted: 1, updated: 1 },
    ],
    ['delete', { datasetId: 'd1', filter: { sku: 'b' } }, { removed: 1 }],
  ])('%s goes through the datasets port', async (action, params, output) => {
    const ports = seeded();
    ports.datasets.keys.set('d1', 'sku');
    const graph = oneStep('data.dataset', params);
    const withAction = { ...graph, nodes: graph.nodes.map((n) => (n.id === 's' ? { ...n, action } : n)) };
    const result = await runOnCatalog(withAction, { ports });
    expect(stepOf(result, 's').output).toEqual(output);
  });

  it('refuses a filter it cannot read, naming the problem', async () => {
    const graph = oneStep('data.dataset', { datasetId: 'd1', filter: [{ column: 'sku', operator: 'like' }] });
    const withAction = {
      ...graph,
      nodes: graph.nodes.map((n) => (n.id === 's' ? { ...n, action: 'find' } : n)),
    };
    const result = await runOnCatalog(withAction, { ports: seeded() });
    expect(result.status).toBe('failed');
  });
});

describe('PDF OCR', () => {
  const stored = {
    name: 'scan.pdf',
    pages: [
      { page: 1, text: 'Invoice 42', source: 'ocr' as const },
      { page: 2, text: 'Total 19.90', source: 'text' as const },
      { page: 3, text: 'Terms', source: 'text' as const },
    ],
  };

  it('returns the text per page and the whole text, read through the pdf port with its limits', async () => {
    const pdf = new FakePdf();
    pdf.documents.set('f1', stored);
    const ports = createFakePorts({ pdf });
    const result = await runOnCatalog(
      oneStep('file.pdf-ocr', { fileId: '{{ trigger.fileId }}', maxPages: 2 }),
      {
        trigger: { fileId: 'f1' },
        ports,
      },
    );
    expect(stepOf(result, 's').output).toEqual({
      fileId: 'f1',
      name: 'scan.pdf',
      pageCount: 3,
      pagesRead: 2,
      ocrPages: 1,
      truncated: true,
      text: 'Invoice 42\n\nTotal 19.90',
      pages: stored.pages.slice(0, 2),
    });
    expect(pdf.requests).toEqual([
      expect.objectContaining({ fileId: 'f1', maxPages: 2, timeoutMs: 120_000, nodeId: 's' }),
    ]);
  });

  it.each([
    [{ fileId: 'f1', maxPages: 0 }, 'maxPages'],
    [{ fileId: 'f1', maxPages: 501 }, 'maxPages'],
    [{ fileId: 'f1', timeoutSeconds: 601 }, 'timeoutSeconds'],
    [{ fileId: 'f1', language: 'deu' }, 'language'],
  ])('refuses params past its limits: %j', async (params, param) => {
    const { result } = await run('file.pdf-ocr', params);
    expect(result.error).toMatchObject({ kind: 'user', code: 'INVALID_PARAMS' });
    expect(result.error?.message).toContain(param);
  });

  it("fails as the user's mistake when the file is not there", async () => {
    const { result } = await run('file.pdf-ocr', { fileId: 'missing' });
    expect(result.error).toMatchObject({ kind: 'user', code: 'NO_FILE' });
  });
});

import {
  DataSourcesTree,
  MapperFunction,
  RunQueuedResponse,
  ServiceDescriptor,
  WorkflowResponse,
} from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { createTestServer, type TestServer } from '../testing/index.js';

describe('the designer libraries', () => {
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    // The real catalogue: these routes serve what the designer's palette shows.
    server = await createTestServer('pglite');
    const account = await activeAccount(server, 'library');
    const token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json()).token;
    headers = bearer(token);
  });
  afterAll(() => server.close());

  it('serves the service catalogue with the built-in step kinds', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/service-library/services',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const services = z.array(ServiceDescriptor).parse(response.json());
    const names = services.map((s) => s.name);
    for (const name of ['HTTP Request', 'Code', 'IF', 'Switch', 'Loop', 'Merge', 'Delay']) {
      expect(
        names.some((n) => n.includes(name)),
        name,
      ).toBe(true);
    }
    expect(services.find((s) => s.name.includes('HTTP Request'))?.planFeature).toBe('request');
  });

  it('serves the mapper functions with signature, description and example', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/mapper-library/functions',
      headers,
    });
    const functions = z.array(MapperFunction).parse(response.json());
    expect(functions.length).toBeGreaterThan(20);
    for (const fn of functions) expect(fn.example.length, fn.name).toBeGreaterThan(0);
  });

  it('serves a service output schema and the data sources of a step from the last run', async () => {
    const services = z
      .array(ServiceDescriptor)
      .parse(
        (await server.app.inject({ method: 'GET', url: '/api/service-library/services', headers })).json(),
      );
    const manual = services.find((s) => s.kind === 'trigger' && s.id.includes('manual'));
    const set = services.find((s) => s.name.startsWith('Set'));
    expect(manual && set).toBeTruthy();
    const created = WorkflowResponse.parse(
      (await server.app.inject({ method: 'POST', url: '/api/workflow', headers, payload: {} })).json(),
    );
    const schema = await server.app.inject({
      method: 'GET',
      url: `/api/workflow/${created.id}/actionoutput/${manual?.id}`,
      headers,
    });
    expect(schema.statusCode).toBe(200);
    const unknown = await server.app.inject({
      method: 'GET',
      url: `/api/workflow/${created.id}/actionoutput/nope`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);

    const graph = {
      schemaVersion: 1,
      nodes: [
        {
          id: 'start',
          serviceId: manual?.id ?? '',
          action: manual?.actions[0]?.id ?? 'run',
          name: 'Start',
          position: { x: 0, y: 0 },
          params: {},
        },
        {
          id: 'next',
          serviceId: set?.id ?? '',
          action: set?.actions[0]?.id ?? 'run',
          name: 'Next',
          position: { x: 200, y: 0 },
          params: {},
        },
      ],
      edges: [{ id: 'e', source: 'start', sourceHandle: null, target: 'next' }],
    };
    await server.app.inject({
      method: 'PUT',
      url: `/api/workflow/${created.id}`,
      headers,
      payload: { data: created.data, graph },
    });
    const run = RunQueuedResponse.parse(
      (
        await server.app.inject({
          method: 'POST',
          url: `/api/workflow/${created.id}/run`,
          headers,
          payload: { customer: { name: 'Ada' } },
        })
      ).json(),
    );
    for (let i = 0; i < 100; i++) {
      const status = (
        await server.app.inject({ method: 'GET', url: `/api/run/${run.runId}`, headers })
      ).json().status;
      if (status !== 'queued' && status !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const tree = DataSourcesTree.parse(
      (
        await server.app.inject({ method: 'GET', url: `/api/workflow/${created.id}/output/next`, headers })
      ).json(),
    );
    const titles = Object.values(tree.items).map((item) => item.data.title);
    expect(titles).toContain('Start');
    expect(titles).toContain('customer');
    expect(titles).toContain('name');
    expect(titles).not.toContain('Next');
  });

  it("lists a dataset step's columns in the data sources: a find's rows by column name, typed", async () => {
    const dataset = z.object({ id: z.string() }).parse(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/dataset',
          headers,
          payload: {
            name: 'Customers',
            columns: [
              { name: 'email', type: 'text' },
              { name: 'spent', type: 'number' },
              { name: 'joined', type: 'datetime' },
            ],
          },
        })
      ).json(),
    );
    const created = WorkflowResponse.parse(
      (await server.app.inject({ method: 'POST', url: '/api/workflow', headers, payload: {} })).json(),
    );
    const node = (id: string, action: string, params: Record<string, unknown>, x: number) => ({
      id,
      serviceId: 'data.dataset',
      action,
      name: id,
      position: { x, y: 0 },
      params,
    });
    const graph = {
      schemaVersion: 1,
      nodes: [
        node('find', 'find', { datasetId: dataset.id }, 0),
        // Steps may name the dataset instead of giving its id.
        node('tally', 'count', { datasetId: 'Customers' }, 200),
        // A mapped dataset is known only at run time: the service's own schema.
        node('mapped', 'find', { datasetId: '{{ trigger.which }}' }, 400),
        node('last', 'count', { datasetId: dataset.id }, 600),
      ],
      edges: [
        { id: 'a', source: 'find', sourceHandle: null, target: 'tally' },
        { id: 'b', source: 'tally', sourceHandle: null, target: 'mapped' },
        { id: 'c', source: 'mapped', sourceHandle: null, target: 'last' },
      ],
    };
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/workflow/${created.id}`,
      headers,
      payload: { data: created.data, graph },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tree = DataSourcesTree.parse(
      (
        await server.app.inject({ method: 'GET', url: `/api/workflow/${created.id}/output/last`, headers })
      ).json(),
    );
    const field = (path: string) => Object.values(tree.items).find((item) => item.data.path === path)?.data;
    expect(field('steps.find.rows')).toMatchObject({ valueType: 'array', isArray: true });
    expect(field('steps.find.rows.email')).toMatchObject({ title: 'email', valueType: 'string' });
    expect(field('steps.find.rows.spent')).toMatchObject({ valueType: 'number' });
    expect(field('steps.find.rows.joined')).toMatchObject({ valueType: 'string' });
    expect(field('steps.tally.count')).toMatchObject({ valueType: 'number' });
    expect(field('steps.tally.rows')).toBeUndefined();
    expect(field('steps.mapped.rows')).toMatchObject({ valueType: 'array' });
    expect(field('steps.mapped.rows.email')).toBeUndefined();
  });
});

import {
  PlanCatalogueResponse,
  Project,
  RunQueuedResponse,
  User,
  WorkflowListResponse,
  WorkflowResponse,
} from '@flowlane/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import {
  filesRepository,
  pdfDocumentsRepository,
  teamsRepository,
  workflowsRepository,
} from '../db/index.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer, testDatabaseKinds } from '../testing/index.js';

describe.each(testDatabaseKinds())('projects and tenancy on %s', (kind) => {
  let server: TestServer;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;

  const tokenOf = async (label: string) => {
    const account = await activeAccount(server, label);
    return bearer(
      z.object({ token: z.string() }).parse((await login(server, account.email, account.password)).json())
        .token,
    );
  };

  beforeAll(async () => {
    server = await createTestServer(kind, {}, { catalog: testCatalog() });
    owner = await tokenOf('projects-owner');
    stranger = await tokenOf('projects-stranger');
  });
  afterAll(() => server.close());

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates, renames, lists with workflow counts, filters workflows and deletes keeping the workflows', async () => {
    const created = await call(owner, 'POST', '/api/project', {
      name: 'Billing',
      description: 'Invoices and payments',
    });
    expect(created.statusCode).toBe(201);
    const project = Project.parse(created.json());
    expect((await call(owner, 'POST', '/api/project', { name: '  ' })).statusCode).toBe(400);

    const inProject = WorkflowResponse.parse(
      (await call(owner, 'POST', '/api/workflow', { projectId: project.id })).json(),
    );
    await call(owner, 'POST', '/api/workflow', {});
    const filtered = WorkflowListResponse.parse(
      (await call(owner, 'GET', `/api/workflow?projectId=${project.id}`)).json(),
    );
    expect(filtered.items.map((w) => w.id)).toEqual([inProject.id]);

    const renamed = Project.parse(
      (await call(owner, 'PUT', `/api/project/${project.id}`, { name: 'Finance' })).json(),
    );
    expect(renamed).toMatchObject({ name: 'Finance', description: 'Invoices and payments' });
    const listed = z.array(Project).parse((await call(owner, 'GET', '/api/project')).json());
    expect(listed.find((p) => p.id === project.id)?.workflowCount).toBe(1);

    expect((await call(owner, 'DELETE', `/api/project/${project.id}`)).statusCode).toBe(204);
    const kept = WorkflowResponse.parse((await call(owner, 'GET', `/api/workflow/${inProject.id}`)).json());
    expect(kept.projectId).toBeNull();
  });

  it('refuses a workflow in another team’s project', async () => {
    const theirs = Project.parse((await call(stranger, 'POST', '/api/project', { name: 'Theirs' })).json());
    const response = await call(owner, 'POST', '/api/workflow', { projectId: theirs.id });
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 to another team for every resource route', async () => {
    const project = Project.parse((await call(owner, 'POST', '/api/project', { name: 'Private' })).json());
    const workflow = WorkflowResponse.parse((await call(owner, 'POST', '/api/workflow', {})).json());
    const run = RunQueuedResponse.parse(
      (await call(owner, 'POST', `/api/workflow/${workflow.id}/run`, {})).json(),
    );
    const ownerTeamId = (await workflowsRepository(server.ctx.database.db).findByHookId(workflow.hookId))
      ?.teamId;
    const file = await filesRepository(server.ctx.database.db).create(ownerTeamId ?? '', {
      name: 'private.txt',
      contentType: 'text/plain',
      data: Buffer.from('private'),
    });
    // Stored straight through the repository: the walk is about scoping, not about reading the PDF.
    const pdf = await pdfDocumentsRepository(server.ctx.database.db).create(ownerTeamId ?? '', {
      name: 'private.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.7\nprivate'),
    });
    const authorization = z.object({ id: z.string() }).parse(
      (
        await call(owner, 'POST', '/api/authorization', {
          templateId: 'oauth2',
          name: 'Private app',
          fields: {
            clientId: 'c',
            clientSecret: 's',
            authorizeUrl: 'https://a.test/a',
            tokenUrl: 'https://a.test/t',
          },
        })
      ).json(),
    );
    const integration = z.object({ integration: z.object({ id: z.string() }) }).parse(
      (
        await call(owner, 'POST', '/api/integration', {
          templateId: 'webhook-forward',
          settings: { url: 'https://example.com/hook' },
        })
      ).json(),
    ).integration;
    const integrationRun = RunQueuedResponse.parse(
      (await call(owner, 'POST', `/api/integration/${integration.id}/run`, {})).json(),
    );
    const ownerSubscription = User.parse((await call(owner, 'GET', '/api/user')).json()).subscription;
    const dataset = z.object({ id: z.string() }).parse(
      (
        await call(owner, 'POST', '/api/dataset', {
          name: 'Private',
          columns: [{ name: 'a', type: 'text' }],
        })
      ).json(),
    );
    const datasetRow = z
      .object({ id: z.string() })
      .parse((await call(owner, 'POST', `/api/dataset/${dataset.id}/rows`, { values: { c0: 'x' } })).json());
    const datasetImport = z.object({ id: z.string() }).parse(
      (
        await server.app.inject({
          method: 'POST',
          url: `/api/dataset/${dataset.id}/import`,
          headers: { ...owner, 'content-type': 'text/csv' },
          payload: 'a\nb\n',
        })
      ).json(),
    );
    const ds = `/api/dataset/${dataset.id}`;
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown][] = [
      [
        'PUT',
        '/api/subscription/switch',
        { subscriptionId: ownerSubscription?.id, currentPlanId: 'price_flow_free', newPlanId: 'price_basic' },
      ],
      ['GET', ds],
      ['PUT', ds, { name: 'x' }],
      ['POST', `${ds}/columns`, { name: 'b', type: 'text' }],
      ['PUT', `${ds}/columns`, { columnIds: ['c0'] }],
      ['POST', `${ds}/columns/c0/preview`, { type: 'number' }],
      ['PUT', `${ds}/columns/c0`, { name: 'x' }],
      ['DELETE', `${ds}/columns/c0`],
      ['GET', `${ds}/rows`],
      ['POST', `${ds}/rows`, { values: {} }],
      ['GET', `${ds}/rows/${datasetRow.id}`],
      ['PUT', `${ds}/rows/${datasetRow.id}`, { values: { c0: 'y' } }],
      ['DELETE', `${ds}/rows/${datasetRow.id}`],
      ['POST', `${ds}/rows/delete`, { ids: [datasetRow.id] }],
      ['GET', `${ds}/export`],
      ['GET', `${ds}/import/${datasetImport.id}`],
      [
        'POST',
        `${ds}/import/${datasetImport.id}/start`,
        { hasHeader: true, mapping: [{ source: 0, columnId: 'c0' }] },
      ],
      ['DELETE', ds],
      ['GET', `/api/integration/${integration.id}`],
      [
        'PUT',
        `/api/integration/${integration.id}`,
        { name: 'x', settings: {}, authorizationIds: {}, enabled: true },
      ],
      ['POST', `/api/integration/${integration.id}/enable`],
      ['POST', `/api/integration/${integration.id}/disable`],
      ['POST', `/api/integration/${integration.id}/run`, {}],
      ['GET', `/api/integration/${integration.id}/runs`],
      ['GET', `/api/integration/${integration.id}/runs/${integrationRun.runId}`],
      ['POST', `/api/integration/${integration.id}/copy`],
      ['DELETE', `/api/integration/${integration.id}`],
      ['GET', `/api/authorization/${authorization.id}`],
      ['PUT', `/api/authorization/${authorization.id}`, { name: 'x', fields: {} }],
      ['POST', `/api/authorization/${authorization.id}/test`],
      ['GET', `/api/oauth2/authorize/${authorization.id}`],
      ['DELETE', `/api/authorization/${authorization.id}`],
      ['GET', `/api/project/${project.id}`],
      ['GET', `/api/file/${file.id}`],
      ['GET', `/api/storage/download/ocrpdf?id=${pdf.id}`],
      ['GET', `/api/storage/ocrpdf/${pdf.id}`],
      ['DELETE', `/api/storage/ocrpdf/${pdf.id}`],
      ['PUT', `/api/project/${project.id}`, { name: 'x' }],
      ['DELETE', `/api/project/${project.id}`],
      ['GET', `/api/workflow/${workflow.id}`],
      ['PUT', `/api/workflow/${workflow.id}`, { data: workflow.data, graph: workflow.graph }],
      ['PATCH', `/api/workflow/${workflow.id}/enabled`, { enabled: false }],
      ['POST', `/api/workflow/${workflow.id}/duplicate`],
      ['GET', `/api/workflow/${workflow.id}/export`],
      ['GET', `/api/workflow/${workflow.id}/versions`],
      ['POST', `/api/workflow/${workflow.id}/versions/1/restore`],
      ['POST', `/api/workflow/${workflow.id}/run`, {}],
      ['GET', `/api/workflow/${workflow.id}/runs`],
      ['GET', `/api/workflow/${workflow.id}/live`],
      ['GET', `/api/workflow/${workflow.id}/output/t`],
      ['GET', `/api/workflow/${workflow.id}/actionoutput/test.set`],
      ['POST', `/api/workflow/${workflow.id}/step/t/run`, {}],
      ['GET', `/api/run/${run.runId}`],
      ['POST', `/api/run/${run.runId}/retry`],
      ['POST', `/api/run/${run.runId}/cancel`],
      ['DELETE', `/api/workflow/${workflow.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // And the owner still has everything.
    expect((await call(owner, 'GET', `/api/workflow/${workflow.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/project/${project.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/integration/${integration.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/authorization/${authorization.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/file/${file.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `${ds}/rows/${datasetRow.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `${ds}/import/${datasetImport.id}`)).statusCode).toBe(200);
    // The stranger's own list does not show it.
    const theirs = z
      .object({ total: z.number() })
      .parse((await call(stranger, 'GET', '/api/dataset')).json());
    expect(theirs.total).toBe(0);
    expect((await call(owner, 'GET', `/api/storage/download/ocrpdf?id=${pdf.id}`)).statusCode).toBe(200);
    // GET /api/plan names no id: it answers the caller's own team's plan, never the owner's.
    await teamsRepository(server.ctx.database.db).setPlan(ownerTeamId ?? '', 'flow-business');
    const planOf = async (headers: Record<string, string>) =>
      PlanCatalogueResponse.parse((await call(headers, 'GET', '/api/plan')).json()).currentPlanGuid;
    expect(await planOf(owner)).toBe('flow-business');
    expect(await planOf(stranger)).not.toBe('flow-business');
  });
});

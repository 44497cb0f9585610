import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CreatedApiKey } from '@flowlane/contracts';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, signIn } from '../accounts/test-support.js';
import { createTestServer, type TestServer } from '../testing/index.js';

/**
 * Issue 54: a TypeScript client generated from the served OpenAPI document (openapi-typescript, with
 * openapi-fetch) compiles under strict settings, and the code written against it calls a real server
 * with an API key. The client is generated here, so CI (`npm test`) generates it from the document of
 * the code under test; it is written under node_modules/.cache, where `openapi-fetch` resolves.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const outDir = join(repoRoot, 'node_modules', '.cache', `flowlane-openapi-client-${process.pid}`);

/** Code a user would write against the generated client: every call is checked against the document. */
const USAGE = `import createClient from 'openapi-fetch';
import type { paths } from './flowlane-api.js';

export async function journey(baseUrl: string, key: string) {
  const api = createClient<paths>({ baseUrl, headers: { 'X-API-Key': key } });
  const created = await api.POST('/api/workflow', { body: { data: { title: 'Made by the client' } } });
  if (!created.data) throw new Error(\`create: \${created.response.status}\`);
  const id: string = created.data.id;
  const read = await api.GET('/api/workflow/{id}', { params: { path: { id } } });
  const title: string | undefined = read.data?.data.title;
  const listed = await api.GET('/api/workflow', { params: { query: { search: 'client' } } });
  const ids: string[] = listed.data?.items.map((item) => item.id) ?? [];
  const refused = await api.GET('/api/api-key');
  const refusal: string | undefined = refused.error?.message;
  const bearer = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${key}\` } });
  const projects = await bearer.GET('/api/project');
  return { id, title, ids, refusedStatus: refused.response.status, refusal, projectsStatus: projects.response.status };
}
`;

describe('a TypeScript client generated from the OpenAPI document', () => {
  let server: TestServer;
  let baseUrl: string;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    server = await createTestServer('pglite');
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    document = z.record(z.string(), z.unknown()).parse(answer.json());
    mkdirSync(outDir, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('compiles, and calls the server with an API key', async () => {
    const types = astToString(await openapiTS(JSON.stringify(document)));
    expect(types).toContain('"/api/workflow/{id}/run"');
    writeFileSync(join(outDir, 'flowlane-api.ts'), types);
    const usageFile = join(outDir, 'usage.ts');
    writeFileSync(usageFile, USAGE);

    const program = ts.createProgram([usageFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(diagnostics).toEqual([]);

    // A misuse fails to compile: the check above can fail.
    const misuse = join(outDir, 'misuse.ts');
    writeFileSync(
      misuse,
      `import createClient from 'openapi-fetch';\nimport type { paths } from './flowlane-api.js';\nexport const wrong = () => createClient<paths>().GET('/api/workflow/{id}', { params: { path: { nope: 1 } } });\n`,
    );
    const wrongProgram = ts.createProgram([misuse], program.getCompilerOptions());
    expect(ts.getPreEmitDiagnostics(wrongProgram).length).toBeGreaterThan(0);

    const account = await activeAccount(server, 'client-key');
    const session = await signIn(server, account);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/api-key',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { name: 'Generated client', scopes: ['read', 'write'], expiresInDays: 7 },
    });
    const { key } = CreatedApiKey.parse(created.json());

    const compiled = ts.transpileModule(USAGE, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const runnable = join(outDir, 'usage.mjs');
    writeFileSync(runnable, compiled);
    const usage = z
      .object({
        journey: z.custom<(baseUrl: string, key: string) => Promise<unknown>>((v) => typeof v === 'function'),
      })
      .parse(await import(pathToFileURL(runnable).href));
    const result = z
      .object({
        id: z.string(),
        title: z.string().optional(),
        ids: z.array(z.string()),
        refusedStatus: z.number(),
        refusal: z.string().optional(),
        projectsStatus: z.number(),
      })
      .parse(await usage.journey(baseUrl, key));
    expect(result).toMatchObject({
      title: 'Made by the client',
      ids: [result.id],
      refusedStatus: 403,
      refusal: 'This action needs a signed-in session; API keys cannot be used for it.',
      projectsStatus: 200,
    });
  }, 300_000);
});

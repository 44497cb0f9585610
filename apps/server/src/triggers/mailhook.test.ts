import { RunDetail, TestCallState, WorkflowResponse } from '@flowlane/contracts';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activeAccount, bearer, login } from '../accounts/test-support.js';
import { filesRepository, runsRepository, usersRepository } from '../db/index.js';
import { testCatalog } from '../testing/catalog.js';
import { createTestServer, type TestServer } from '../testing/index.js';

describe('mailhooks', () => {
  let server: TestServer;
  let token: string;
  let teamId: string;

  beforeAll(async () => {
    server = await createTestServer(
      'pglite',
      { MAILHOOK_PORT: '0', HOST: '127.0.0.1' },
      { catalog: testCatalog(), mailhook: true },
    );
    const account = await activeAccount(server, 'mailhook');
    token = z
      .object({ token: z.string() })
      .parse((await login(server, account.email, account.password)).json()).token;
    teamId = (await usersRepository(server.ctx.database.db).findByEmail(account.email))?.defaultTeamId ?? '';
  });
  afterAll(() => server.close());

  const transport = () =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.mailhookPort ?? 0,
      secure: false,
      ignoreTLS: true,
    });

  it('starts the workflow with the parsed mail, its attachments stored as files', async () => {
    const invoice = 'id,total\n42,99.50\n';
    const created = WorkflowResponse.parse(
      (
        await server.app.inject({ method: 'POST', url: '/api/workflow', headers: bearer(token), payload: {} })
      ).json(),
    );
    const graph = {
      schemaVersion: 1,
      nodes: [
        {
          id: 't',
          serviceId: 'test.trigger',
          action: 'run',
          name: 't',
          position: { x: 0, y: 0 },
          params: {},
        },
      ],
      edges: [],
    };
    const saved = WorkflowResponse.parse(
      (
        await server.app.inject({
          method: 'PUT',
          url: `/api/workflow/${created.id}`,
          headers: bearer(token),
          payload: { data: { ...created.data, mailhook: { active: true } }, graph },
        })
      ).json(),
    );
    expect(saved.mailhookAddress).toBe(`${saved.hookId}@mailhook.localhost`);
    await transport().sendMail({
      from: 'Ada <ada@example.com>',
      to: saved.mailhookAddress,
      subject: 'Invoice 42',
      text: 'Please find the invoice attached.',
      attachments: [{ filename: 'invoice.csv', content: invoice, contentType: 'text/csv' }],
    });
    let run: RunDetail | undefined;
    for (let i = 0; i < 100 && run?.status !== 'succeeded'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const [latest] = (
        await runsRepository(server.ctx.database.db).listForWorkflow(teamId, saved.id, {
          page: 0,
          pageSize: 1,
        })
      ).items;
      if (latest)
        run = RunDetail.parse(
          (
            await server.app.inject({ method: 'GET', url: `/api/run/${latest.id}`, headers: bearer(token) })
          ).json(),
        );
    }
    expect(run?.trigger).toBe('mailhook');
    expect(run?.triggerData).toMatchObject({
      from: 'ada@example.com',
      to: [saved.mailhookAddress],
      subject: 'Invoice 42',
      text: expect.stringContaining('invoice attached'),
      attachments: [
        {
          fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          filename: 'invoice.csv',
          contentType: 'text/csv',
          size: invoice.length,
        },
      ],
    });
    // The bytes are a stored file of the team, not part of the run's data.
    expect(JSON.stringify(run?.triggerData)).not.toContain(Buffer.from(invoice).toString('base64'));
    const { fileId } = z
      .object({ attachments: z.array(z.object({ fileId: z.string() })) })
      .parse(run?.triggerData).attachments[0] ?? { fileId: '' };
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/file/${fileId}`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toContain('filename="invoice.csv"');
    expect(download.body).toBe(invoice);
    expect(await filesRepository(server.ctx.database.db).info(teamId, fileId)).toMatchObject({
      name: 'invoice.csv',
      size: invoice.length,
      teamId,
    });
  });

  it("keeps the next mail as the Mailhook step's test data while the designer listens, mailhook off", async () => {
    const created = WorkflowResponse.parse(
      (
        await server.app.inject({ method: 'POST', url: '/api/workflow', headers: bearer(token), payload: {} })
      ).json(),
    );
    const mail = { from: 'bo@example.com', to: created.mailhookAddress, subject: 'Try me', text: 'hello' };
    // Off and not listening: refused at RCPT TO, as before.
    await expect(transport().sendMail(mail)).rejects.toThrow(/550/);
    const base = `/api/workflow/${created.id}/test-call/mailhook`;
    const listen = await server.app.inject({ method: 'POST', url: `${base}/listen`, headers: bearer(token) });
    expect(TestCallState.parse(listen.json()).listening).toBe(true);
    await transport().sendMail(mail);
    const state = TestCallState.parse(
      (await server.app.inject({ method: 'GET', url: base, headers: bearer(token) })).json(),
    );
    expect(state.listening).toBe(false);
    expect(state.data).toMatchObject({
      from: 'bo@example.com',
      subject: 'Try me',
      text: expect.stringContaining('hello'),
    });
    // Captured, not run: the mailhook is off.
    const runs = await runsRepository(server.ctx.database.db).listForWorkflow(teamId, created.id, {
      page: 0,
      pageSize: 5,
    });
    expect(runs.total).toBe(0);
    // Listening ended with that mail.
    await expect(transport().sendMail(mail)).rejects.toThrow(/550/);
  });

  it('refuses mail for an address that is no mailhook', async () => {
    await expect(
      transport().sendMail({
        from: 'x@example.com',
        to: 'nosuchhook123@mailhook.localhost',
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow(/550/);
  });
});

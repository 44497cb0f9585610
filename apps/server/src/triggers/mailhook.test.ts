import { type RunDetail, TestCallState, WorkflowResponse } from '@flowlane/contracts';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filesRepository, runsRepository } from '../db/index.js';
import { type Client, signedInClient } from '../testing/api-client.js';
import { testCatalog } from '../testing/catalog.js';
import { triggerOnly } from '../testing/graphs.js';
import { createTestServer, type TestServer } from '../testing/index.js';

describe('mailhooks', () => {
  let server: TestServer;
  let client: Client;
  let teamId: string;

  beforeAll(async () => {
    server = await createTestServer(
      'pglite',
      { MAILHOOK_PORT: '0', HOST: '127.0.0.1' },
      { catalog: testCatalog(), mailhook: true },
    );
    client = await signedInClient(server, 'mailhook');
    teamId = client.teamId;
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
    const saved = await client.createWorkflow(triggerOnly(), { mailhook: { active: true } });
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
      if (latest) run = await client.runDetail(latest.id);
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
    const download = await client.call('GET', `/api/file/${fileId}`);
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
    const created = WorkflowResponse.parse((await client.call('POST', '/api/workflow', {})).json());
    const mail = { from: 'bo@example.com', to: created.mailhookAddress, subject: 'Try me', text: 'hello' };
    // Off and not listening: refused at RCPT TO, as before.
    await expect(transport().sendMail(mail)).rejects.toThrow(/550/);
    const base = `/api/workflow/${created.id}/test-call/mailhook`;
    const listen = await client.call('POST', `${base}/listen`);
    expect(TestCallState.parse(listen.json()).listening).toBe(true);
    await transport().sendMail(mail);
    const state = TestCallState.parse((await client.call('GET', base)).json());
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

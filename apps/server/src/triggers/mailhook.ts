import type { ReceivedMail } from '@flowlane/services';
import type { FastifyBaseLogger } from 'fastify';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { z } from 'zod';
import { planOf } from '../accounts/plans.js';
import type { Config } from '../config/index.js';
import type { Db, WorkflowRecord } from '../db/index.js';
import { runsRepository, triggerTestCallsRepository, workflowsRepository } from '../db/index.js';
import { type FileReference, fileReference, storeFile } from '../files/service.js';
import type { Runtime } from '../runs/runtime.js';

const MAX_MAIL_BYTES = 10 * 1024 * 1024;

/**
 * An attachment in the trigger data: a reference to the team's stored file (GET /api/file/{fileId}),
 * not its bytes, so run data stays small. One over FILE_MAX_BYTES is listed without a fileId.
 */
type AttachmentReference = { filename: string; contentType: string; size: number } & Partial<FileReference>;
type MailTrigger = z.input<typeof ReceivedMail> & { attachments: AttachmentReference[] };

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '').filter(Boolean));
}

/**
 * The mailhook listener: mail to {hookId}@MAILHOOK_DOMAIN starts that workflow with the parsed mail.
 * Recipients are checked while the sender is still talking (RCPT TO), so mail for an unknown or
 * switched-off mailhook is refused, not accepted and dropped.
 */
export async function startMailhookListener(options: {
  config: Config;
  db: Db;
  runtime: Runtime;
  logger: FastifyBaseLogger;
}): Promise<{ port: number; close(): Promise<void> }> {
  const { config, db, runtime, logger } = options;
  const domain = config.mailhookDomain.toLowerCase();

  /** The workflow a recipient names, if its mailhook is on or it listens for a test mail. */
  async function workflowFor(address: string): Promise<WorkflowRecord | undefined> {
    const [local, host] = address.toLowerCase().split('@');
    if (!local || host !== domain) return undefined;
    const workflow = await workflowsRepository(db).findByHookId(local);
    if (!workflow) return undefined;
    if (workflow.mailhookActive && workflow.enabled) return workflow;
    return (await triggerTestCallsRepository(db).isListening(workflow.id, 'mailhook')) ? workflow : undefined;
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    banner: 'Flowlane mailhook',
    logger: false,
    onRcptTo(address, _session, callback) {
      workflowFor(address.address).then(
        (workflow) =>
          workflow
            ? callback()
            : callback(Object.assign(new Error('No such mailhook here'), { responseCode: 550 })),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    onData(stream, session, callback) {
      // mailparser (with its HTML and charset libraries, ~1 MB of code) loads with the first mail.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (mail) => {
          const mailTrigger: Omit<MailTrigger, 'attachments'> = {
            from: addresses(mail.from)[0] ?? session.envelope.mailFrom?.toString() ?? '',
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            ...(mail.text ? { text: mail.text } : {}),
            ...(typeof mail.html === 'string' ? { html: mail.html } : {}),
            ...(mail.date ? { date: mail.date.toISOString() } : {}),
          };
          /** Files are team-scoped: a mail to workflows of two teams is stored once per team. */
          const attachmentsByTeam = new Map<string, AttachmentReference[]>();
          const attachmentsFor = async (teamId: string): Promise<AttachmentReference[]> => {
            const known = attachmentsByTeam.get(teamId);
            if (known) return known;
            const stored: AttachmentReference[] = [];
            for (const a of mail.attachments) {
              const filename = a.filename ?? 'attachment';
              if (a.content.length > config.fileMaxBytes) {
                stored.push({ filename, contentType: a.contentType, size: a.content.length });
                continue;
              }
              const file = await storeFile(
                db,
                teamId,
                { name: filename, contentType: a.contentType, data: a.content },
                config.fileMaxBytes,
              );
              stored.push(fileReference(file));
            }
            attachmentsByTeam.set(teamId, stored);
            return stored;
          };
          for (const recipient of session.envelope.rcptTo) {
            const workflow = await workflowFor(recipient.address);
            if (!workflow) continue;
            const plan = planOf((await runsRepository(db).teamPlanGuid(workflow.teamId)) ?? '');
            if (!plan.mailhook) continue;
            const triggerData: MailTrigger = {
              ...mailTrigger,
              attachments: await attachmentsFor(workflow.teamId),
            };
            // "Listen for a test call": the mail becomes the Mailhook step's test data; a mailhook that
            // is on still runs it, as it would have without the designer listening.
            const captured = await triggerTestCallsRepository(db).capture(
              workflow.id,
              'mailhook',
              triggerData,
            );
            if (captured?.capturedAt) {
              runtime.events.publish({
                type: 'capture',
                workflowId: workflow.id,
                teamId: workflow.teamId,
                kind: 'mailhook',
                capturedAt: captured.capturedAt.toISOString(),
              });
            }
            if (!workflow.mailhookActive || !workflow.enabled) continue;
            await runtime.enqueue(
              {
                teamId: workflow.teamId,
                workflowId: workflow.id,
                workflowVersion: workflow.version,
                trigger: 'mailhook',
                triggerData,
              },
              plan,
              workflow.graph,
            );
          }
          callback();
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'mailhook could not take a mail');
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'mailhook listener error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.mailhookPort, config.host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.mailhookPort;
  logger.info({ port, domain }, 'mailhook listener ready');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

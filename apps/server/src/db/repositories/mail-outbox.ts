import { desc } from 'drizzle-orm';
import type { Db } from '../client.js';
import { mailOutbox } from '../schema/index.js';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<OutboxMail, 'to' | 'from' | 'subject' | 'text' | 'html'>;

export function mailOutboxRepository(db: Db) {
  return {
    async add(mail: NewOutboxMail): Promise<OutboxMail> {
      const [row] = await db.insert(mailOutbox).values(mail).returning();
      if (!row) throw new Error('mail_outbox insert returned no row');
      return row;
    },
    list(limit = 50): Promise<OutboxMail[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}

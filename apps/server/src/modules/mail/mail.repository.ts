import type { Selectable } from 'kysely';
import type { OutboxTable } from '../../db/schema/platform.ts';
import { toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export type OutboxStatus = 'pending' | 'sent' | 'logged';

export interface NewOutboxMail {
  schoolId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  /** Carries a password or code: the body is wiped once an SMTP server accepted it. */
  sensitive: boolean;
}

/** A file a mail carries: the files module's id and the name it is attached under. */
export interface MailAttachment {
  fileId: number;
  fileName: string;
}

export interface OutboxMail extends NewOutboxMail {
  id: number;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  attachments: MailAttachment[];
}

const WIPED = '[Sadržaj uklonjen nakon slanja jer je sadržavao lozinku ili kod.]';

function toMail(row: Selectable<OutboxTable>, attachments: MailAttachment[] = []): OutboxMail {
  return {
    ...row,
    sensitive: toBool(row.sensitive),
    status: row.status as OutboxStatus,
    attachments,
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository(data: DataAccess) {
  /** The mails with their attachments (one query for the lot). */
  async function withAttachments(rows: Selectable<OutboxTable>[]): Promise<OutboxMail[]> {
    const ids = rows.map((r) => r.id);
    const files = ids.length
      ? await data.db
          .selectFrom('outbox_attachments')
          .select(['outboxId', 'fileId', 'fileName'])
          .where('outboxId', 'in', ids)
          .orderBy('id')
          .execute()
      : [];
    const byMail = new Map<number, MailAttachment[]>();
    for (const f of files) {
      byMail.set(f.outboxId, [
        ...(byMail.get(f.outboxId) ?? []),
        { fileId: f.fileId, fileName: f.fileName },
      ]);
    }
    return rows.map((r) => toMail(r, byMail.get(r.id)));
  }

  return {
    async insert(
      mail: NewOutboxMail,
      at: string,
      attachments: MailAttachment[] = [],
    ): Promise<number> {
      const { id } = await data.db
        .insertInto('outbox')
        .values({
          ...mail,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: at,
          lastError: null,
          sentAt: null,
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (attachments.length > 0) {
        await data.db
          .insertInto('outbox_attachments')
          .values(attachments.map((a) => ({ outboxId: id, ...a })))
          .execute();
      }
      return id;
    },
    /** Pending mails whose next attempt is due, oldest first. */
    async due(at: string, limit: number): Promise<OutboxMail[]> {
      const rows = await data.db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', at)
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return withAttachments(rows);
    },
    /**
     * Takes a due mail for this sender by pushing its next attempt out (a lease); false when
     * another instance took it first, so a mail is not sent twice.
     */
    async claim(mail: OutboxMail, leaseUntil: string): Promise<boolean> {
      const result = await data.db
        .updateTable('outbox')
        .set({ nextAttemptAt: leaseUntil })
        .where('id', '=', mail.id)
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '=', mail.nextAttemptAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markDelivered(mail: OutboxMail, status: 'sent' | 'logged', at: string): Promise<void> {
      const wipe = status === 'sent' && mail.sensitive;
      await data.db
        .updateTable('outbox')
        .set({
          status,
          sentAt: at,
          lastError: null,
          attempts: mail.attempts + (status === 'sent' ? 1 : 0),
          ...(wipe ? { html: WIPED, text: WIPED } : {}),
        })
        .where('id', '=', mail.id)
        .execute();
    },
    async markFailed(id: number, attempts: number, nextAttemptAt: string, lastError: string) {
      await data.db
        .updateTable('outbox')
        .set({ attempts, nextAttemptAt, lastError })
        .where('id', '=', id)
        .execute();
    },
    /** Deletes delivered mails sent before the cutoff; waiting ones stay until they go out. */
    async deleteDeliveredBefore(cutoff: string): Promise<number> {
      const result = await data.db
        .deleteFrom('outbox')
        .where('status', 'in', ['sent', 'logged'])
        .where('sentAt', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Newest first; `beforeId` pages on. */
    async listForSchool(schoolId: number, limit: number, beforeId?: number): Promise<OutboxMail[]> {
      let query = data.db.selectFrom('outbox').selectAll().where('schoolId', '=', schoolId);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      const rows = await query.orderBy('id', 'desc').limit(limit).execute();
      return withAttachments(rows);
    },
  };
}

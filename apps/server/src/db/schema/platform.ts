import type { Generated } from 'kysely';
import type { Bool, Timestamp, Json } from './columns.ts';

/** The platform: outgoing mail, stored files, jobs, idempotency keys, the audit log and consents. */

export interface OutboxTable {
  id: Generated<number>;
  schoolId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  sensitive: Bool;
  status: string;
  attempts: number;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  sentAt: Timestamp | null;
  createdAt: Timestamp;
}

/** A file a queued mail carries (the bytes stay in file storage). */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outboxId: number;
  fileId: number;
  fileName: string;
}

/**
 * What a stored file is; its bytes live in file storage under `storageKey`. `inlineData` holds
 * bytes from before storage existed until the files module moves them out at startup.
 */
export interface FilesTable {
  id: Generated<number>;
  schoolId: number;
  /** Null for files the server made for a whole school. */
  ownerId: number | null;
  purpose: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string | null;
  originalName: string | null;
  inlineData: Buffer | null;
  createdAt: Timestamp;
}

/** A recurring job: the occurrence in hand and the lease of the instance running it. */
export interface JobSchedulesTable {
  name: string;
  schedule: Json;
  occurrenceAt: Timestamp;
  nextRunAt: Timestamp;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Timestamp | null;
  lastStartedAt: Timestamp | null;
  lastFinishedAt: Timestamp | null;
  lastStatus: string | null;
  lastError: string | null;
  createdAt: Timestamp;
}

/** A one-off job: 'waiting', 'running' (leased), 'done' or 'failed'. */
export interface JobQueueTable {
  id: Generated<number>;
  name: string;
  payload: Json;
  dedupeKey: string | null;
  status: string;
  runAt: Timestamp;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
}

/** One attempt of a job, as admins see it: no payload, no personal data. */
export interface JobRunsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  scheduledFor: Timestamp;
  attempt: number;
  startedAt: Timestamp | null;
  finishedAt: Timestamp;
  status: string;
  error: string | null;
}

/** The first answer to a write carrying `Idempotency-Key` (status null while it runs). */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  method: string;
  path: string;
  status: number | null;
  body: string | null;
  createdAt: Timestamp;
  /** The running request renews this; past it, a retry may take the key over. */
  heldUntil: Timestamp | null;
  /** Set in the request's own transaction: its write committed (never run again). */
  appliedAt: Timestamp | null;
}

/** Append-only: who did what to whom; ids and field names only, never values. */
export interface AuditLogTable {
  id: Generated<number>;
  schoolId: number;
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  fields: Json;
  createdAt: Timestamp;
}

/** One consent per row; a withdrawal closes the row (history stays). */
export interface ConsentsTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  purpose: string;
  version: string;
  givenByParent: string | null;
  recordedById: number | null;
  givenAt: Timestamp;
  withdrawnAt: Timestamp | null;
  withdrawnById: number | null;
}

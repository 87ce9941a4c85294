import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Support: problem and error reports, analytics samples, legal documents and their acceptances. */

/** Support: problem and error reports, analytics samples, legal documents, sibling links. */
export interface ProblemReportsTable {
  id: Generated<number>;
  schoolId: number;
  kind: string;
  fingerprint: string;
  category: string;
  subcategory: string;
  description: string;
  steps: string | null;
  errorKind: string | null;
  reporterId: number | null;
  reporterRole: string;
  deviceInfo: string;
  url: string;
  previousUrl: string;
  occurrences: number;
  status: string;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
}

export interface ProblemReportRepliesTable {
  id: Generated<number>;
  schoolId: number;
  reportId: number;
  authorId: number | null;
  message: string;
  createdAt: Timestamp;
}

export interface AnalyticsSamplesTable {
  id: Generated<number>;
  schoolId: number;
  day: string;
  route: string;
  metric: string;
  value: number;
  sessionId: string;
}

export interface SchoolLegalDocumentsTable {
  schoolId: number;
  version: string;
  terms: string;
  privacy: string;
  supportEmail: string | null;
  updatedAt: Timestamp;
}

export interface TermsAcceptancesTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  version: string;
  acceptedAt: Timestamp;
}

import type { Generated } from 'kysely';
import type { Bool, Timestamp, Json } from './columns.ts';

/** The home page: posts and polls. */

export interface PostsTable {
  id: Generated<number>;
  schoolId: number;
  authorId: number;
  title: string;
  content: string;
  visibility: string;
  showAllSchools: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PollsTable {
  id: Generated<number>;
  schoolId: number;
  creatorId: number;
  question: string;
  options: Json;
  type: string;
  endDate: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PollResponsesTable {
  id: Generated<number>;
  pollId: number;
  userId: number;
  response: string;
  firstRespondedAt: Timestamp;
  respondedAt: Timestamp;
}

import type { PostVisibility } from '@takt/shared/schemas/posts';

/** Events of the posts module (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    'post.created': {
      postId: number;
      schoolId: number;
      authorId: number;
      title: string;
      visibility: PostVisibility;
      showAllSchools: boolean;
    };
    'post.updated': { postId: number; schoolId: number; showAllSchools: boolean };
    'post.deleted': { postId: number; schoolId: number; showAllSchools: boolean };
  }
}

export {};

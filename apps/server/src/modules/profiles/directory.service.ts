import type {
  MentorSearchResult,
  MentorStudent,
  ProgramOption,
} from '@takt/shared/schemas/user-profile';
import { MENTOR_SEARCH_LIMIT } from '@takt/shared/schemas/user-profile';
import { messages } from '@takt/shared/messages';
import { notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { DirectoryRepository } from './directory.repository.ts';

interface Viewer {
  id: number;
  schoolId: number;
  isAdmin: boolean;
}

export interface DirectoryDeps {
  directory: DirectoryRepository;
  /** The schools module's active programs of a school (prices in euros). */
  activePrograms: (schoolId: number) => Promise<ProgramOption[]>;
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;

export function createDirectoryService(deps: DirectoryDeps) {
  const { directory } = deps;
  return {
    /** GET /api/mentors/students: the caller's own students with their programs, maybe searched. */
    async students(
      viewer: Viewer,
      page: { limit: number; cursorId?: number },
      text?: string,
    ): Promise<{ students: MentorStudent[]; nextCursor: string | null }> {
      const rows = await directory.studentsOf(
        viewer.schoolId,
        viewer.id,
        page.limit + 1,
        page.cursorId,
        text || undefined,
      );
      const { items, nextCursor } = toPage(rows, page.limit);
      const programs = await directory.programsOf(
        viewer.schoolId,
        items.map((r) => r.id),
      );
      return {
        students: items.map((r) => ({ ...r, programs: programs.get(r.id) ?? [] })),
        nextCursor,
      };
    },

    /** GET /api/mentors/search: spec §5, at most 20, already added mentors left out. */
    async searchMentors(
      viewer: Viewer,
      query: string,
      exclude: number[] = [],
    ): Promise<{ results: MentorSearchResult[] }> {
      const rows = await directory.searchMentors(
        viewer.schoolId,
        query,
        exclude,
        MENTOR_SEARCH_LIMIT,
      );
      const programs = await directory.programsOf(
        viewer.schoolId,
        rows.map((r) => r.id),
      );
      return { results: rows.map((r) => ({ ...r, programs: programs.get(r.id) ?? [] })) };
    },

    /** GET /api/programs?schoolId: the school's active programs for the editor. */
    async programs(viewer: Viewer, schoolId: number = viewer.schoolId): Promise<ProgramOption[]> {
      // Another school's offer is its own business (a moved student is enrolled there anew).
      if (schoolId !== viewer.schoolId) throw notFound(messages.notFound);
      return deps.activePrograms(schoolId);
    },
  };
}

import type {
  LinkedAccount,
  MentorSearchResult,
  MentorStudent,
  ProgramOption,
} from '@takt/shared/schemas/user-profile';
import { MENTOR_SEARCH_LIMIT } from '@takt/shared/schemas/user-profile';
import { forbidden } from '../../plugins/app-error.ts';
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
    /**
     * GET /api/linked-accounts: accounts on the caller's e-mail (siblings share a family address),
     * compared case-insensitively and only inside the caller's school, the current one marked.
     */
    async linkedAccounts(viewer: Viewer): Promise<{ accounts: LinkedAccount[] }> {
      return { accounts: await directory.sameEmail(viewer.schoolId, viewer.id) };
    },

    /** GET /api/mentors/students: the caller's own students with their programs. */
    async students(viewer: Viewer): Promise<{ students: MentorStudent[] }> {
      const rows = await directory.studentsOf(viewer.id, viewer.schoolId);
      const programs = await directory.programsOf(rows.map((r) => r.id));
      return { students: rows.map((r) => ({ ...r, programs: programs.get(r.id) ?? [] })) };
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
      const programs = await directory.programsOf(rows.map((r) => r.id));
      return { results: rows.map((r) => ({ ...r, programs: programs.get(r.id) ?? [] })) };
    },

    /**
     * GET /api/programs?schoolId: a school's active programs for the editor. Mentors see their own
     * school's; admins any school's (to move a student, spec §5 "changing the school").
     */
    async programs(viewer: Viewer, schoolId: number): Promise<ProgramOption[]> {
      if (schoolId !== viewer.schoolId && !viewer.isAdmin) throw forbidden();
      return deps.activePrograms(schoolId);
    },
  };
}

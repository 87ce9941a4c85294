import { messages } from '@takt/shared/messages';
import { maySeeSensitive, roleLabels, isMentorSide, type RoleFlags } from '@takt/shared/policy';
import type { Profile } from '@takt/shared/schemas/profiles';
import { notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { ProfileRecord, ProfileRepository } from './profile.repository.ts';

export interface ProfileDeps {
  profiles: ProfileRepository;
  /** Told when someone other than the person saw their sensitive fields (the audit log). */
  onSensitiveRead?: (viewer: ProfileViewer, personId: number) => Promise<void>;
}

export type ProfileViewer = RoleFlags & { id: number; schoolId: number; confirmed: boolean };

export type ProfileService = ReturnType<typeof createProfileService>;

/** What people of a school see of each other (the profile popup and page, spec §2, §6). */
export function createProfileService(deps: ProfileDeps) {
  const { profiles } = deps;

  async function toProfile(
    p: ProfileRecord,
    programs: { id: number; naziv: string }[],
    withSensitive: boolean,
  ): Promise<Profile> {
    const profile: Profile = {
      id: p.id,
      ime: p.ime,
      prezime: p.prezime,
      korisnickoIme: p.korisnickoIme,
      email: p.email,
      school: { id: p.schoolId, name: p.schoolName },
      programs,
      predmet: isMentorSide(p) ? p.predmet : null,
      isStudent: p.isStudent,
      isMentor: p.isMentor,
      isAdmin: p.isAdmin,
      roles: roleLabels(p),
      sensitive: withSensitive,
    };
    if (!withSensitive) return profile;
    return {
      ...profile,
      napomene: p.napomene,
      datumRodjenja: p.datumRodjenja,
      brojMobitela: p.brojMobitela,
      oib: p.oib,
      adresa: p.adresa,
      maloljetniClan: p.maloljetniClan,
      roditelj1: p.roditelj1,
      roditelj2: p.roditelj2,
      programType: p.programType,
      pohadjaTeoriju: p.pohadjaTeoriju,
      mentorId: p.isStudent ? await profiles.mentorIdsOf(p.schoolId, p.id) : [],
    };
  }

  /**
   * The person, when they belong to the viewer's school and pass `kind`; 404 otherwise. A
   * disabled account is gone for everyone but the school's admins, as in search and lists.
   */
  async function load(
    viewer: ProfileViewer,
    id: number,
    kind: (p: ProfileRecord) => boolean,
    missing: string,
  ): Promise<Profile> {
    const p = await profiles.findInSchool(viewer.schoolId, id);
    if (!p || !kind(p)) throw notFound(missing);
    if (!p.isActive && !viewer.isAdmin) throw notFound(missing);
    const isOwnStudent =
      viewer.isMentor &&
      p.isStudent &&
      (await profiles.isMentorOf(viewer.schoolId, viewer.id, p.id));
    const programs = (await profiles.programsOf(viewer.schoolId, [p.id])).get(p.id) ?? [];
    const sensitive = maySeeSensitive(viewer, p, { isOwnStudent });
    if (sensitive && viewer.id !== p.id) await deps.onSensitiveRead?.(viewer, p.id);
    return toProfile(p, programs, sensitive);
  }

  return {
    /** GET /api/korisnik/{id}: a student record (404 for anyone who is not a student). */
    student: (viewer: ProfileViewer, id: number) =>
      load(viewer, id, (p) => p.isStudent, messages.userNotFound),

    /** GET /api/mentori/{id}: a mentor record with programs and subject. */
    mentor: (viewer: ProfileViewer, id: number) =>
      load(viewer, id, isMentorSide, messages.mentorNotFound),

    /** GET /api/profil: the caller's own profile, as the profile page shows it. */
    own: (viewer: ProfileViewer) => load(viewer, viewer.id, () => true, messages.userNotFound),

    /** GET /api/mentori: the school's mentors, basic information only, a page at a time. */
    async mentors(viewer: ProfileViewer, page: { limit: number; cursorId?: number }) {
      const rows = await profiles.listMentors(viewer.schoolId, page.limit + 1, page.cursorId);
      const { items, nextCursor } = toPage(rows, page.limit);
      const programs = await profiles.programsOf(
        viewer.schoolId,
        items.map((m) => m.id),
      );
      const mentors = await Promise.all(
        items.map((m) => toProfile(m, programs.get(m.id) ?? [], false)),
      );
      return { mentors, nextCursor };
    },
  };
}

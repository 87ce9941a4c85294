import { messages } from '@takt/shared/messages';
import { roleLabels, type RoleFlags } from '@takt/shared/roles';
import type { Profile } from '@takt/shared/schemas/profiles';
import { notFound } from '../../plugins/app-error.ts';
import type { ProfileRecord, ProfileRepository } from './profile.repository.ts';

export interface ProfileDeps {
  profiles: ProfileRepository;
}

export type ProfileViewer = RoleFlags & { id: number; schoolId: number };

/** Spec §6: notes, birth date, contact and parents only for admins, mentors and oneself. */
export function maySeeSensitive(viewer: ProfileViewer, target: { id: number }): boolean {
  return viewer.isAdmin || viewer.isMentor || viewer.id === target.id;
}

const isMentorRecord = (p: ProfileRecord) => p.isMentor || p.isAdmin;

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService(deps: ProfileDeps) {
  async function toProfile(
    viewer: ProfileViewer,
    p: ProfileRecord,
    programs: { id: number; naziv: string }[],
    withSensitive = maySeeSensitive(viewer, p),
  ): Promise<Profile> {
    const profile: Profile = {
      id: p.id,
      ime: p.ime,
      prezime: p.prezime,
      korisnickoIme: p.korisnickoIme,
      email: p.email,
      school: { id: p.schoolId, name: p.schoolName },
      programs,
      predmet: isMentorRecord(p) ? p.predmet : null,
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
      mentorId: p.isStudent ? await deps.profiles.mentorIdsOf(p.id) : [],
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
    const p = await deps.profiles.findById(id);
    if (!p || p.schoolId !== viewer.schoolId || !kind(p)) throw notFound(missing);
    if (!p.isActive && !viewer.isAdmin) throw notFound(missing);
    const programs = (await deps.profiles.programsOf([p.id])).get(p.id) ?? [];
    return toProfile(viewer, p, programs);
  }

  return {
    /** GET /api/korisnik/{id}: a student record (404 for anyone who is not a student). */
    student: (viewer: ProfileViewer, id: number) =>
      load(viewer, id, (p) => p.isStudent, messages.userNotFound),

    /** GET /api/mentori/{id}: a mentor record with programs and subject. */
    mentor: (viewer: ProfileViewer, id: number) =>
      load(viewer, id, isMentorRecord, messages.mentorNotFound),

    /** GET /api/mentori: the school's mentors, basic information only. */
    async mentors(viewer: ProfileViewer): Promise<Profile[]> {
      const mentors = await deps.profiles.listMentors(viewer.schoolId);
      const programs = await deps.profiles.programsOf(mentors.map((m) => m.id));
      return Promise.all(mentors.map((m) => toProfile(viewer, m, programs.get(m.id) ?? [], false)));
    },
  };
}

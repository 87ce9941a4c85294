import type { PublicUser } from '@takt/shared/schemas/user';

/** A student's mentors by name (GET /api/user carries them), or that none is assigned yet. */
export function mentorLine(mentors: PublicUser['mentors']): string {
  if (mentors.length === 0) return 'Nije dodijeljen mentor';
  const names = mentors.map((m) => `${m.ime} ${m.prezime}`).join(', ');
  return `${mentors.length === 1 ? 'Mentor' : 'Mentori'}: ${names}`;
}

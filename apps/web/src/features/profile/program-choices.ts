import { attendanceLabels, type AttendanceType } from '@takt/shared/schemas/user';
import type { ProgramOption } from '@takt/shared/schemas/user-profile';
import { formatEuro } from '../../lib/number-format.ts';

export function attendanceLabel(tip: string): string {
  return attendanceLabels[tip as AttendanceType] ?? tip;
}

/** A program's attendance options; one with only a price offers three at that price (spec §3). */
export function attendanceOptions(program: ProgramOption | undefined) {
  if (!program) return [];
  const tipovi = program.tipovi.length
    ? program.tipovi
    : program.cijena !== null
      ? ['individualno1', 'individualno2', 'grupno'].map((tip) => ({
          tip,
          cijena: program.cijena!,
        }))
      : [];
  return tipovi.map((t) => ({
    value: t.tip,
    label: `${attendanceLabel(t.tip)} (${formatEuro(t.cijena)})`,
  }));
}

/**
 * Choices of the add-program select: the school's programs plus the chosen mentors' programs
 * (spec §5), each once, by name.
 */
export function programChoices(
  school: ProgramOption[],
  mentorPrograms: { id: number; naziv: string }[],
): ProgramOption[] {
  const byId = new Map(school.map((p) => [p.id, p]));
  for (const p of mentorPrograms) {
    if (!byId.has(p.id)) byId.set(p.id, { ...p, cijena: null, tipovi: [] });
  }
  return [...byId.values()].sort((a, b) => a.naziv.localeCompare(b.naziv, 'hr'));
}

import { addDays } from '@takt/shared/calendar-date';
import { demoSchoolYear } from './demo-calendar.ts';
import { person, type DemoStep } from './demo-world.ts';

const AGREEMENT = `<h2>Uvjeti upisa</h2>
<p>Upisom u glazbenu školu učenik (odnosno roditelj ili skrbnik maloljetnog učenika) prihvaća:</p>
<ul>
<li>redovito pohađanje nastave prema rasporedu i pravodobnu najavu izostanaka,</li>
<li>plaćanje školarine prema cjeniku programa i načinu pohađanja nastave,</li>
<li>čuvanje školskih instrumenata i prostora.</li>
</ul>
<p>Ispis je moguć pisanim zahtjevom tajništvu škole do kraja mjeseca.</p>`;

/**
 * Enrollment for the school year after the demo's, open in the first school: about half of its
 * students have accepted the agreement; 'ucenik' and 'ucenik.mali' have not.
 */
export const seedEnrollment: DemoStep = async (services, world) => {
  const admin = person(world, 'admin');
  const current = demoSchoolYear(world.now);
  const startYear = Number(current.endDate.slice(0, 4));
  const next = await services.calendar.createYear(admin, {
    startDate: `${startYear}-09-01`,
    endDate: `${startYear + 1}-06-18`,
    includePublicHolidays: true,
  });
  const today = world.now.toISOString().slice(0, 10);
  await services.enrollment.openYear(admin, {
    schoolYearId: next.id,
    agreementText: AGREEMENT,
    programChangeFrom: today,
    programChangeUntil: addDays(today, 60),
  });
  const { version } = await services.enrollment.agreement(admin);
  const students = Object.entries(world.people)
    .filter(([, p]) => p.isStudent && p.schoolId === world.schools.allegro)
    .filter(([name]) => name !== 'ucenik' && name !== 'ucenik.mali');
  const states = await Promise.all(students.map(([, p]) => services.enrollment.current(p)));
  for (const [i, [, student]] of students.entries()) {
    if (i % 2 === 1) continue;
    const prefill = states[i]!.prefill;
    const program = states[i]!.programs.find((p) => p.id === prefill.programId);
    await services.enrollment.accept(student, {
      agreementVersion: version!,
      programId: prefill.programId ?? undefined,
      pohadanjeNastave: prefill.pohadanjeNastave ?? program?.tipovi[0],
      oib: String(10_000_000_000 + student.id * 7919).slice(0, 11),
      datumRodjenja: prefill.datumRodjenja ?? '2010-01-01',
      brojMobitela: '+385911234567',
      adresa: { ulica: 'Ilica', kucniBroj: String(10 + i), mjesto: 'Zagreb' },
      roditelj1: prefill.roditelj1 ?? {
        ime: 'Roditelj',
        prezime: 'Prvi',
        brojMobitela: '+385981111111',
      },
      roditelj2: prefill.roditelj2 ?? {
        ime: 'Roditelj',
        prezime: 'Drugi',
        brojMobitela: '+385982222222',
      },
    });
  }
};

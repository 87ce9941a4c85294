import type { DemoPerson, DemoStep, DemoWorld } from './demo-world.ts';
import { person } from './demo-world.ts';

const asViewer = (p: DemoPerson) => ({ ...p, mustChangePassword: false });

/**
 * Administration in the demo: consents for the demo students (a parent's for the child under
 * 16), a retired program, a couple of deactivated accounts, and the audit trail those actions
 * leave behind.
 */
export const seedAdministration: DemoStep = async (services, world: DemoWorld) => {
  const admin = asViewer(person(world, 'admin'));
  const { admin: adminService } = services;
  const adult = person(world, 'ucenik');
  const child = person(world, 'ucenik.mali');
  const adultViewer = asViewer(adult);
  for (const purpose of ['photos_website', 'social_media', 'email_news'] as const) {
    await adminService.consents.set(adultViewer, adult.id, {
      purpose,
      granted: true,
      parentName: null,
    });
  }
  // The child's parent agreed to e-mail news only: mentors see a 'no photos' mark.
  await adminService.consents.set(admin, child.id, {
    purpose: 'email_news',
    granted: true,
    parentName: 'Ana Horvat',
  });

  const others = Object.entries(world.people)
    .filter(
      ([name, p]) =>
        p.isStudent &&
        p.schoolId === world.schools.allegro &&
        !['ucenik', 'ucenik.mali'].includes(name),
    )
    .map(([, p]) => p);
  for (const [i, student] of others.entries()) {
    if (i % 3 === 0) {
      await adminService.consents.set(admin, student.id, {
        purpose: 'photos_website',
        granted: true,
        parentName: 'Roditelj (potpisana suglasnost)',
      });
    }
  }
  // Two pupils who left the other demo school: deactivated, their data kept until erased.
  const admin2 = asViewer(person(world, 'admin2'));
  for (const [ime, prezime] of [
    ['Bruno', 'Bivši'],
    ['Lana', 'Ispisana'],
  ] as const) {
    const created = await adminService.students.create(admin2, {
      ime,
      prezime,
      email: `${ime.toLowerCase()}.ispisan@example.com`,
      oib: null,
      datumRodjenja: '2008-06-01',
      brojMobitela: null,
      adresa: { ulica: '', kucniBroj: '', mjesto: 'Split' },
      roditelj1: null,
      programId: null,
      pohadanjeNastave: null,
      mentorIds: [],
      pohadjaTeoriju: false,
      maiZbor: false,
    });
    await adminService.accounts.setActive(admin2, created.user.id, false);
  }

  const retired = await adminService.programs.create(admin, {
    naziv: 'Blok flauta',
    cijena: null,
    tipovi: [{ tip: 'grupno', cijena: 35 }],
    showInSignup: false,
    active: true,
  });
  await adminService.programs.update(admin, retired.id, {
    naziv: 'Blok flauta',
    cijena: null,
    tipovi: [{ tip: 'grupno', cijena: 35 }],
    showInSignup: false,
    active: false,
  });
};

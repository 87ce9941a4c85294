import { person, type DemoPerson, type DemoStep } from './demo-world.ts';

const FIRST_TERMS = '1.0.0';

/**
 * Support demo: everyone's acceptance of the first terms, a few problem and error reports in
 * Allegro's inbox and a dozen sessions of anonymous analytics.
 */
export const seedSupport: DemoStep = async (services, world) => {
  // Everyone has been using the app and accepted the first terms.
  for (const who of Object.values(world.people)) await services.about.acceptTerms(who, FIRST_TERMS);

  await seedReports(services, world.people, person(world, 'admin'));

  const pages = ['/user', '/profil', '/raspored', '/chat'];
  for (let s = 0; s < 12; s += 1) {
    const who = person(world, s % 2 ? 'ucenik' : 'mentor');
    await services.analytics.ingest(who, {
      consent: { analytics: true },
      sessionId: `demo-sesija-${String(s).padStart(8, '0')}`,
      metrics: pages.flatMap((route, i) => [
        { route, metric: 'LCP' as const, value: 900 + ((s * 137 + i * 211) % 1800) },
        { route, metric: 'INP' as const, value: 40 + ((s * 53 + i * 29) % 220) },
        { route, metric: 'CLS' as const, value: ((s + i) % 5) / 100 },
      ]),
    });
  }
};

async function seedReports(
  services: Parameters<DemoStep>[0],
  people: Record<string, DemoPerson>,
  admin: DemoPerson,
) {
  const reports = services.problemReports;
  await reports.report(people.ucenik!, {
    kind: 'problem',
    category: 'prikaz',
    subcategory: 'Pogrešan prikaz na mobitelu',
    description: 'Na mobitelu se raspored ne vidi cijeli, tablica izlazi izvan ekrana.',
    steps: '1. Otvori Raspored\n2. Okreni mobitel uspravno',
    deviceInfo: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) · 390×844',
    url: '/raspored',
  });
  await reports.report(people.mentor!, {
    kind: 'problem',
    category: 'objave',
    subcategory: 'Objave i ankete',
    description: 'Anketa se nije zatvorila na datum završetka, učenici još mogu glasati.',
    deviceInfo: 'Mozilla/5.0 (Windows NT 10.0) · 1920×1080',
    url: '/user',
  });
  await reports.report(people['ucenik.mali']!, {
    kind: 'error',
    errorKind: 'network',
    message: 'Failed to fetch',
    url: '/chat',
    deviceInfo: 'Mozilla/5.0 (Android 14) · 412×915',
  });
  await reports.report(people.ucenik!, {
    kind: 'error',
    errorKind: 'render',
    message: "Cannot read properties of undefined (reading 'naziv')",
    url: '/profil',
    deviceInfo: 'Mozilla/5.0 (Macintosh) · 1440×900',
  });
  const page = await reports.list(admin, undefined, { limit: 10 });
  const mentorReport = page.reports.find((r) => r.subcategory === 'Objave i ankete');
  if (mentorReport) await reports.setStatus(admin, mentorReport.id, 'in_progress');
}

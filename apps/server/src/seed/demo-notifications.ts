import { addDays, schoolDateAt } from '@takt/shared/calendar-date';
import { person, type DemoStep } from './demo-world.ts';

/** A handful of notifications of different kinds for the demo people: older ones read. */
export const seedNotifications: DemoStep = async (services, world) => {
  const n = services.notifications;
  const tomorrow = addDays(schoolDateAt(world.now), 1);
  const ucenik = person(world, 'ucenik');
  const mentor = person(world, 'mentor');
  const admin = person(world, 'admin');
  const mali = person(world, 'ucenik.mali');

  // Read already (sent first).
  await n.notify([ucenik.id, mali.id], {
    type: 'invoice_issued',
    title: 'Novi račun',
    body: 'Račun za studeni je izdan: 45,00 €.',
    link: '/racuni',
  });
  await n.notify([mentor.id], {
    type: 'absence_reported',
    title: 'Najavljen izostanak',
    body: 'Ivan Ivić neće doći na sat klavira u četvrtak.',
    link: `/raspored?date=${tomorrow}`,
  });
  for (const who of [ucenik, mali, mentor]) await n.markAllRead(who);

  // Unread.
  await n.notify([ucenik.id, mali.id], {
    type: 'lesson_moved',
    title: 'Sat je pomaknut',
    body: `Sat klavira je sutra u 16:00 umjesto u 15:00.`,
    link: `/raspored?date=${tomorrow}`,
  });
  await n.notify([ucenik.id], {
    type: 'enrollment_open',
    title: 'Upisi su otvoreni',
    body: 'Upis u iduću školsku godinu je otvoren. Potvrdite upis u aplikaciji.',
    link: '/enroll',
  });
  await n.notify([mentor.id], {
    type: 'makeup_booked',
    title: 'Dogovoren nadoknadni sat',
    body: 'Nadoknadni sat solfeggia je dogovoren za petak u 17:00.',
    link: `/raspored?date=${tomorrow}`,
  });
  await n.notify([admin.id], {
    type: 'problem_report',
    title: 'Nova prijava problema',
    body: 'Korisnik je prijavio da se raspored ne učitava na mobitelu.',
    link: '/admin/prijave-problema',
  });
};

import { randomUUID } from 'node:crypto';
import { person, type DemoPerson, type DemoStep } from './demo-world.ts';

/**
 * Conversations of the demo school: `ucenik` with their mentor (two answers unread), `admin` with
 * `mentor` (all read), and the theory class's group with messages `ucenik` has not read yet.
 */
export const seedChat: DemoStep = async (services, world) => {
  const admin = person(world, 'admin');
  const mentor = person(world, 'mentor');
  const ucenik = person(world, 'ucenik');
  const mali = person(world, 'ucenik.mali');
  const say = (from: DemoPerson, chatId: number, body: string) =>
    services.chat.send(from, chatId, { body, clientId: randomUUID() });

  const first = await services.chat.sendDirect(ucenik, {
    userId: mentor.id,
    body: 'Dobar dan! Mogu li u četvrtak doći pola sata ranije?',
    clientId: randomUUID(),
  });
  const direct = first.message.chatId;
  await say(mentor, direct, 'Može, vidimo se u 16:30.');
  await say(mentor, direct, 'Ponesi note za Clementijevu sonatinu.');

  const staff = await services.chat.sendDirect(admin, {
    userId: mentor.id,
    body: 'Trebamo dogovoriti termin za godišnji koncert.',
    clientId: randomUUID(),
  });
  await say(mentor, staff.message.chatId, 'Predlažem subotu, 14. lipnja.');
  await services.chat.markRead(admin, staff.message.chatId);

  const theory = Object.values(world.people)
    .filter((p) => p.schoolId === world.schools.allegro && p.isStudent && p.pohadjaTeoriju)
    .map((p) => p.id);
  const group = await services.chatGroups.create(mentor, {
    name: 'Teorija glazbe – 1. razred',
    description: 'Obavijesti i pitanja za sat teorije.',
    memberIds: [...new Set([ucenik.id, mali.id, ...theory])],
    mentorIds: [],
    programIds: [],
    myStudents: false,
  });
  await say(mentor, group.id, 'Dobrodošli u grupu za teoriju glazbe!');
  await say(mentor, group.id, 'Za sljedeći sat ponovite durske ljestvice do tri predznaka.');
  await say(mali, group.id, 'Hoćemo li pisati diktat?');
  await say(mentor, group.id, 'Da, kratki ritamski diktat. Više na https://takt.hr/teorija');
};

import type { NotificationKind } from './notification-kinds.ts';

/** Croatian messages of notifications, push and the offline queue. */
export const notificationMessages = {
  notFound: 'Obavijest nije pronađena.',
  allRead: 'Sve obavijesti su označene kao pročitane.',
  markedRead: 'Obavijest je označena kao pročitana.',
  preferencesSaved: 'Postavke obavijesti su spremljene.',
  preferenceKindInvalid: 'Nepoznata vrsta obavijesti.',
  preferencesDuplicate: 'Svaka vrsta obavijesti smije se navesti samo jednom.',
  subscriptionInvalid: 'Pretplata na push obavijesti nije ispravna.',
  endpointInvalid: 'Adresa push usluge mora biti https adresa.',
  subscribed: 'Push obavijesti su uključene na ovom uređaju.',
  unsubscribed: 'Push obavijesti su isključene na ovom uređaju.',
  cursorInvalid: 'Neispravan pokazivač stranice.',
  idempotencyKeyInvalid:
    'Zaglavlje Idempotency-Key mora imati 8 do 100 znakova (slova, brojke, - i _).',
  idempotencyKeyReused: 'Ovaj ključ zahtjeva već je korišten za drugi zahtjev.',
  idempotencyInProgress: 'Isti zahtjev se upravo obrađuje. Pokušajte ponovno za trenutak.',
  idempotencyAnswerLost:
    'Ovaj zahtjev je već primijenjen, ali njegov odgovor nije sačuvan. Osvježite prikaz.',
  offlineSaved: 'Zahtjev spremljen. Bit će poslan kad se vratiš online.',
  newVersion: 'Nova verzija je dostupna',
} as const;

/** Titles of the reminders (the body names the lessons). */
export const reminderTexts = {
  classTitle: 'Sutra imaš nastavu',
  practiceTitle: 'Podsjetnik za vježbanje',
  practiceBody: 'Danas još nisi upisao/la vježbanje. Odvoji nekoliko minuta za svoj instrument.',
} as const;

/** How each kind is named in the settings. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  post: 'Nove objave',
  poll: 'Nove ankete',
  chat_message: 'Poruke u chatu',
  lesson_moved: 'Pomaknuti satovi',
  lesson_cancelled: 'Otkazani satovi',
  makeup_booked: 'Nadoknadni satovi',
  absence_reported: 'Najavljeni izostanci',
  invoice_issued: 'Novi računi',
  invoice_overdue: 'Dospjeli računi',
  enrollment_open: 'Otvoreni upisi',
  enrollment_reminder: 'Podsjetnici za upis',
  'signup-request': 'Zahtjevi za upis',
  'mentor-registered': 'Registracije mentora',
  problem_report: 'Prijave problema',
  class_reminder: 'Podsjetnici za nastavu',
  practice_reminder: 'Podsjetnici za vježbanje',
};

import { easterSunday } from '@takt/shared/holidays';

export type PopupKind = 'birthday' | 'christmas' | 'newYear' | 'easter';

export interface HolidayPopup {
  kind: PopupKind;
  title: string;
  text: string;
}

export const POPUP_HISTORY_KEY = 'popupHistory';

/** The popups of a day (`YYYY-MM-DD` in Zagreb): Christmas, New Year, Easter, one's birthday. */
export function popupsFor(
  day: string,
  person: { ime: string; datumRodjenja: string | null },
): HolidayPopup[] {
  const monthDay = day.slice(5);
  const found: HolidayPopup[] = [];
  if (person.datumRodjenja && person.datumRodjenja.slice(5, 10) === monthDay) {
    found.push({
      kind: 'birthday',
      title: `Sretan rođendan, ${person.ime}!`,
      text: 'Želimo ti puno glazbe i radosti u novoj godini života.',
    });
  }
  if (monthDay === '12-25') {
    found.push({
      kind: 'christmas',
      title: 'Sretan Božić!',
      text: 'Blagdanski pozdrav od vaše glazbene škole.',
    });
  }
  if (monthDay === '01-01') {
    found.push({
      kind: 'newYear',
      title: 'Sretna Nova godina!',
      text: 'Neka nova godina bude puna lijepe glazbe.',
    });
  }
  if (easterSunday(Number(day.slice(0, 4))) === day) {
    found.push({
      kind: 'easter',
      title: 'Sretan Uskrs!',
      text: 'Blagdanski pozdrav od vaše glazbene škole.',
    });
  }
  return found;
}

/** Once per day per kind: the history maps a kind to the last day it was shown. */
export function unseen(
  popups: HolidayPopup[],
  day: string,
  history: Partial<Record<PopupKind, string>>,
) {
  return popups.filter((p) => history[p.kind] !== day);
}

const folds: Record<string, string> = { č: 'c', ć: 'c', đ: 'd', š: 's', ž: 'z' };

/** Lower-case ASCII form of a Croatian name: č→c, ć→c, đ→d, š→s, ž→z, other marks dropped. */
export function foldCroatian(text: string): string {
  return text
    .toLowerCase()
    .replace(/[čćđšž]/g, (c) => folds[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The username a new account starts from: ime.prezime, folded, letters and digits only. */
export function baseUsername(ime: string, prezime: string): string {
  const part = (s: string) => foldCroatian(s).replace(/[^a-z0-9]+/g, '');
  return [part(ime), part(prezime)].filter(Boolean).join('.') || 'korisnik';
}

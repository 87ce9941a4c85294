import { fileTypes, type FileType } from './file-type.ts';

/** Croatian answers of the files module: uploads refused, downloads not found. */
export const fileMessages = {
  fileMissing: 'Odaberite datoteku za prijenos.',
  fileEmpty: 'Datoteka je prazna.',
  fileNotFound: 'Datoteka nije pronađena.',
  rangeNotSatisfiable: 'Traženi dio datoteke ne postoji.',
  nameMismatch: 'Sadržaj datoteke ne odgovara njezinu nazivu. Provjerite je li datoteka ispravna.',
  /** A file bigger than the limit of its kind; `maxBytes` in bytes. */
  tooLarge: (maxBytes: number) =>
    `Datoteka je prevelika. Maksimalna veličina je ${formatMegabytes(maxBytes)}.`,
  /** A type the upload does not take, listing the ones it does. */
  unsupported: (allowed: readonly FileType[]) =>
    `Nepodržana vrsta datoteke. Dozvoljene vrste su: ${joinCroatian([
      ...new Set(allowed.map((t) => fileTypes[t].label)),
    ])}.`,
};

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')} MB`;
}

/** "A, B i C" */
function joinCroatian(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}`;
}

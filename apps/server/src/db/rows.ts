import { sql } from 'kysely';

/** Helpers for turning dialect-specific row values into domain values. */

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

export function parseJson<T>(value: string | null | undefined, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Keyset paging of people listed by last name, first name and id: the rows after the person
 * `afterId` (the last one of the page before) in that order. Row values compare the same way on
 * SQLite and PostgreSQL.
 */
export function afterByName(afterId: number) {
  return sql<boolean>`(${sql.ref('users.prezime')}, ${sql.ref('users.ime')}, ${sql.ref('users.id')}) > (select p.prezime, p.ime, p.id from users p where p.id = ${afterId})`;
}

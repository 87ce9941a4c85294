import type { Kysely } from 'kysely';

/**
 * The consents a sign-up form asks for (photos on the website, social media, press, e-mail news),
 * as JSON `{ purpose: true|false }`, kept with the request until an admin approves it and they
 * become the new student's consent records. Null for requests made before the form asked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pending_signups').addColumn('consents', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pending_signups').dropColumn('consents').execute();
}

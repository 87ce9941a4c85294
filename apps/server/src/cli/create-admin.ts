import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { baseUsername } from '@takt/shared/username';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';
import { createSchoolRepository } from '../modules/schools/school.repository.ts';
import { createUserRepository } from '../modules/users/user.repository.ts';

const argsSchema = z.object({
  email: z.email({ error: '--email must be an e-mail address (required)' }),
  school: z
    .string({ error: '--school is required' })
    .trim()
    .min(2, { error: '--school must name the school' }),
  ime: z.string().trim().min(2).default('Administrator'),
  prezime: z.string().trim().min(2).default('Škole'),
});

/**
 * Creates the first administrator of a production database:
 *   npm run create-admin -- --email ravnatelj@skola.hr --school "Glazbena škola X"
 * The school is created when no school of that name exists. The password is printed once.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      school: { type: 'string' },
      ime: { type: 'string' },
      prezime: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `  - ${i.message}`).join('\n'));
  }
  const args = parsed.data;
  // The same settings the server reads, so the admin lands in the school's real database.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = createDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const schools = createSchoolRepository(database.db);
    const schoolId =
      (await schools.findByName(args.school))?.id ?? (await schools.insert(args.school));
    const users = createUserRepository(database.db);
    let username = baseUsername(args.ime, args.prezime);
    for (let n = 2; await users.usernameExists(username); n++)
      username = `${baseUsername(args.ime, args.prezime)}${n}`;
    const password = generatePassword();
    await users.insert({
      schoolId,
      ime: args.ime,
      prezime: args.prezime,
      korisnickoIme: username,
      email: args.email,
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      isStudent: false,
      isMentor: true,
      isAdmin: true,
      isActive: true,
      oib: null,
      brojMobitela: null,
      datumRodjenja: null,
      adresa: { ulica: '', kucniBroj: '', mjesto: '' },
      roditelj1: null,
      roditelj2: null,
      napomene: [],
      programType: {},
      pohadjaTeoriju: false,
      maiZbor: false,
      maloljetniClan: false,
      predmet: null,
      reminderPreferences: defaultReminderPreferences,
    });
    console.log(
      `Administrator created for "${args.school}".\n  username: ${username}\n  password: ${password}\nChange the password at first login.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot create admin:\n${error.message}` : error);
  process.exit(1);
});

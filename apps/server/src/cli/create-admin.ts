import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { composeModules } from '../composition-root.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { generatePassword, hashPassword } from '../lib/passwords.ts';
import { createPlatform } from '../platform.ts';
import { createMemoryStore } from '../lib/rate-limit-store.ts';

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
 *   npm run create-admin -- --email ravnatelj@skola.hr --school "Glazbena škola X" [--operator]
 * The school is created when no school of that name exists. The password is printed once.
 * `--operator` makes the account the installation's operator (sees every school's name).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      school: { type: 'string' },
      ime: { type: 'string' },
      prezime: { type: 'string' },
      operator: { type: 'boolean' },
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
  const limiter = createMemoryStore();
  const log = { info: () => {}, warn: console.warn, error: console.error };
  try {
    await migrateToLatest(database.db);
    // The command signs no token: a throwaway secret keeps it from creating DATA_DIR/jwt-secret.
    const jwtSecret = config.JWT_SECRET ?? randomBytes(48).toString('base64url');
    const platform = await createPlatform({ config, database, limiter, jwtSecret, log });
    // The same services the server runs on: the school and the account are made as the app makes them.
    const { services } = composeModules(platform);
    const password = generatePassword();
    try {
      const passwordHash = await hashPassword(password);
      const { korisnickoIme } = await platform.transactor.run(async () => {
        const school = await services.schools.findOrCreate(args.school);
        return services.users.createAccount({
          schoolId: school.id,
          ime: args.ime,
          prezime: args.prezime,
          email: args.email,
          passwordHash,
          mustChangePassword: true,
          isStudent: false,
          isMentor: true,
          isAdmin: true,
          isOperator: values.operator === true,
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
        });
      });
      console.log(
        `Administrator created for "${args.school}".\n  username: ${korisnickoIme}\n  password: ${password}\nChange the password at first login.`,
      );
    } finally {
      await platform.close();
    }
  } finally {
    await limiter.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot create admin:\n${error.message}` : error);
  process.exit(1);
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import fs from 'node:fs';

// Every folder under apps/web/src/features is a feature; none may import another.
const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const kyselyOnlyInRepositories = {
  name: 'kysely',
  message: 'Kysely is used only in repositories and src/db.',
};
const serverRules = (extraPatterns, withKysely = true) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: withKysely ? [kyselyOnlyInRepositories] : [],
      patterns: extraPatterns,
    },
  ],
});
const anotherModulesRepository = {
  group: ['../*/*.repository.ts', '**/modules/*/*.repository.ts'],
  message: 'A module reaches another module only through its service.',
};
const anyModule = {
  group: [
    '**/modules/**',
    '../app.ts',
    '../composition-root.ts',
    '../platform.ts',
    '../bootstrap.ts',
  ],
  message:
    'lib, plugins, db and jobs sit below the modules and the platform: they never import one.',
};
const anyPlugin = {
  group: ['../plugins/**', '../jobs/**'],
  message: 'lib is the ground floor: plugins and jobs build on it, never the other way.',
};
const anyRepository = {
  group: ['**/*.repository.ts'],
  message: "The seed and the CLI go through the modules' services.",
};

function serverLayerRules() {
  const server = 'apps/server/src';
  const notTests = [`${server}/**/*.test.ts`];
  return [
    {
      files: [`${server}/modules/**/*.ts`],
      ignores: [`${server}/**/*.repository.ts`, ...notTests],
      rules: serverRules([anotherModulesRepository]),
    },
    {
      files: [`${server}/modules/**/*.repository.ts`],
      rules: serverRules([anotherModulesRepository], false),
    },
    {
      files: [`${server}/lib/**/*.ts`],
      ignores: notTests,
      rules: serverRules([anyModule, anyPlugin]),
    },
    {
      files: [`${server}/{plugins,jobs}/**/*.ts`],
      ignores: [`${server}/jobs/**/*.repository.ts`, ...notTests],
      rules: serverRules([anyModule]),
    },
    {
      // The scheduler's own tables (schedules, queue, run history) have repositories of their own.
      files: [`${server}/jobs/**/*.repository.ts`],
      rules: serverRules([anyModule], false),
    },
    {
      files: [`${server}/db/**/*.ts`],
      ignores: [`${server}/db/migrations/**`, ...notTests],
      rules: serverRules([anyModule], false),
    },
    {
      files: [`${server}/{seed,cli}/**/*.ts`],
      ignores: notTests,
      rules: serverRules([anyRepository]),
    },
    {
      files: [`${server}/*.ts`],
      rules: serverRules([anyRepository]),
    },
  ];
}

// A role predicate lives once, in packages/shared/src/policy.ts (isMentorSide and friends).
// `x.isMentor`, `x?.isMentor` and `!x.isMentor` as one side of a logical expression:
const side = (key, name) => [
  `[${key}.property.name='${name}']`,
  `[${key}.expression.property.name='${name}']`,
  `[${key}.argument.property.name='${name}']`,
];
const rolePredicateCopies = ['isMentor', 'isAdmin'].flatMap((first) => {
  const second = first === 'isMentor' ? 'isAdmin' : 'isMentor';
  return side('left', first).flatMap((left) =>
    side('right', second).map((right) => `LogicalExpression${left}${right}`),
  );
});
const rolePredicateRule = {
  'no-restricted-syntax': [
    'error',
    ...rolePredicateCopies.map((selector) => ({
      selector,
      message: "A role predicate: use @takt/shared/policy (isMentorSide, …), don't restate it.",
    })),
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Server layers. Kysely belongs to repositories, the database layer and migrations only; the
  // lower layers (lib, plugins, db, jobs) never import a module; a module reaches another module
  // only through its service, never its repository; the seed and the CLI go through services.
  ...serverLayerRules(),
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/db/migrations/**'],
    rules: rolePredicateRule,
  },
  // Migrations are frozen in time: they never import application code.
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: {
      // Frozen migrations are written against Kysely<any> on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '../../*', '@takt/*'],
              message: 'Migrations must not import app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Features never import each other; the app layer composes them.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // By path through features/, or relatively from anywhere inside this feature.
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [
                  `**/features/${f}/**`,
                  `../${f}/**`,
                  `../../${f}/**`,
                  `../../../${f}/**`,
                ]),
              message: 'Features do not import each other; compose them in src/app.',
            },
          ],
        },
      ],
    },
  })),
);

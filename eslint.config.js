// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependency directions from ARCHITECTURE.md §2, enforced here: apps depend on packages and never
 * on each other; `text` depends on nothing internal; `db` may use `text` and `contracts`; `exports`
 * may use `text` and `contracts` (docs/decisions/003); `extract` is a leaf; `library` joins text,
 * db and extract.
 */
const allowedInternal = {
  'packages/text': [],
  'packages/contracts': [],
  'packages/extract': [],
  'packages/exports': ['@goi/contracts', '@goi/text'],
  'packages/db': ['@goi/text', '@goi/contracts'],
  'packages/library': ['@goi/text', '@goi/db', '@goi/extract', '@goi/contracts', '@goi/exports'],
  // The CLI is the composition root: `goi start` serves the API and the web app in one process
  // (docs/decisions/002-cli-is-the-composition-root.md).
  'apps/cli': ['@goi/*', '@goi/api', '@goi/web'],
  'apps/api': ['@goi/*'],
  'apps/web': ['@goi/contracts', '@goi/text'],
};
const internal = [
  '@goi/text',
  '@goi/contracts',
  '@goi/extract',
  '@goi/exports',
  '@goi/db',
  '@goi/library',
];

const directionRules = Object.entries(allowedInternal).map(([dir, allowed]) => ({
  files: [`${dir}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: allowed.includes('@goi/*')
              ? ['@goi/web', '@goi/api', '@goi/cli', '**/apps/**'].filter(
                  (name) => !allowed.includes(name),
                )
              : [
                  ...internal.filter((name) => !allowed.includes(name)),
                  '@goi/web',
                  '@goi/api',
                  '@goi/cli',
                ].flatMap((name) => [name, `${name}/*`]),
            message: 'This import breaks the dependency directions of ARCHITECTURE.md §2.',
          },
          {
            group: ['../../*/src/*', '../../../packages/*', '../../../apps/*'],
            message: 'Import other workspaces by package name, not by relative path.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'scratch/**',
      '.*/**',
      'test-results/**',
      'data/**',
      '.data/**',
      '**/build/**',
      '**/dist/**',
      'coverage/**',
      '**/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/api/src/parse-pool/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...directionRules,
  // Every query lives in packages/db's repositories (tests and their fixtures may write rows).
  {
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'apps/*/src/**/*.{ts,tsx}',
      'apps/web/app/**/*.{ts,tsx}',
    ],
    ignores: ['packages/db/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'Queries belong in a packages/db repository; call one from here.',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'Queries belong in a packages/db repository; call one from here.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);

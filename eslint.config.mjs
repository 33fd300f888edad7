// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import angular from 'angular-eslint';

/** The DSL must run in Node and in tooling: no Angular, no RxJS, no browser. */
const configEntryPointRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@angular/*', 'rxjs', 'rxjs/*', 'zone.js'],
          message: '@ng-admin/core/config must not depend on Angular.',
        },
        {
          group: ['**/src/lib/**', '@ng-admin/core'],
          message: '@ng-admin/core/config must not import the Angular part of the library.',
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    'window',
    'document',
    'navigator',
    'localStorage',
    'HTMLElement',
    'Element',
  ],
};

/** The testing entry point uses the library as applications do: by its package names only. */
const testingEntryPointRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/src/lib/**', '**/src/public-api', '**/config/src/**'],
          message:
            '@ng-admin/core/testing imports @ng-admin/core and @ng-admin/core/config by package name.',
        },
      ],
    },
  ],
};

/**
 * The library's folders import one way (design.md section 8): config < base (base, i18n,
 * hooks, templates, export) < data < fields < views < shell < routing < providers. Each layer
 * lists the folders above it, which its files may not import. Specs are left out: a test
 * wires layers together.
 */
const LIB = 'projects/ng-admin/src/lib';
const layers = [
  {
    folders: ['base', 'i18n', 'hooks', 'templates', 'export'],
    above: ['data', 'fields', 'views', 'shell', 'routing'],
  },
  { folders: ['data'], above: ['fields', 'views', 'shell', 'routing'] },
  { folders: ['fields'], above: ['views', 'shell', 'routing'] },
  { folders: ['views'], above: ['shell', 'routing'] },
  { folders: ['shell'], above: ['routing'] },
  { folders: ['routing'], above: [] },
];
const layerRules = layers.map(({ folders, above }) => ({
  files: folders.map((folder) => `${LIB}/${folder}/**/*.ts`),
  ignores: ['**/*.spec.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(above.length > 0
            ? [
                {
                  group: above.flatMap((folder) => [`**/${folder}/*`, `**/${folder}/**`]),
                  message: `${folders.join(', ')} stand below ${above.join(', ')}: import downward only (docs/architecture.md).`,
                },
              ]
            : []),
          {
            group: ['**/provide-ng-admin', '**/prepare-application'],
            message:
              'The providers stand above every folder: import them from nowhere inside lib/.',
          },
        ],
        paths: [
          { name: '@ng-admin/core', message: 'Inside the library, import by relative path.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out-tsc/**',
      '.angular/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  {
    files: ['**/*.ts'],
    extends: [
      eslint.configs.recommended,
      ...tseslint.configs.recommended,
      ...tseslint.configs.stylistic,
      ...angular.configs.tsRecommended,
    ],
    processor: angular.processInlineTemplates,
    rules: {
      '@angular-eslint/directive-selector': [
        'error',
        { type: 'attribute', prefix: ['nga', 'app'], style: 'camelCase' },
      ],
      '@angular-eslint/component-selector': [
        'error',
        { type: 'element', prefix: ['nga', 'app'], style: 'kebab-case' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['projects/ng-admin/config/**/*.ts'],
    rules: configEntryPointRules,
  },
  {
    files: ['projects/ng-admin/testing/**/*.ts'],
    rules: testingEntryPointRules,
  },
  ...layerRules,
  {
    files: ['**/*.html'],
    extends: [...angular.configs.templateRecommended, ...angular.configs.templateAccessibility],
    rules: {},
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    extends: [eslint.configs.recommended],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    // The benchmarks hand some of their functions to the page, where the browser's globals are.
    files: ['benchmarks/**/*.mjs'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        PerformanceObserver: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);

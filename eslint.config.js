import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers of every React app under apps/ (docs/decisions/0022-feature-boundaries.md): `src/app` composes,
 * `src/features/<feature>` never imports another feature, `src/lib` never imports a feature or the app.
 * Path-based, so an app with the same layout (apps/web, apps/admin…) gets the same rules.
 */
const root = import.meta.dirname;
const boundaryMessage =
  'features do not import each other: move the shared piece into src/lib (or packages/contracts), or compose the features in src/app';
const layerZones = fs.readdirSync(path.join(root, 'apps')).flatMap((app) => {
  const src = `./apps/${app}/src`;
  const featuresDir = path.join(root, src, 'features');
  if (!fs.existsSync(featuresDir)) return [];
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: boundaryMessage,
    })),
    {
      target: [`${src}/features`, `${src}/lib`],
      from: `${src}/app`,
      message: 'only src/app (and main) compose the app; features and lib do not import it',
    },
    {
      target: `${src}/lib`,
      from: `${src}/features`,
      message: 'src/lib is shared by features and imports none of them',
    },
  ];
});

/** A zone's folders as absolute paths. */
const zoneDirs = (dirs) => (Array.isArray(dirs) ? dirs : [dirs]).map((d) => path.join(root, d));
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/**
 * The layer rule: a relative import is resolved against the importing file and refused when it lands in a zone's
 * `from` folder (outside its `except` folders) while the file is in the zone's `target`. Written here because the
 * maintained plugin for it (eslint-plugin-import-x) needs native resolver packages the registry here does not carry
 * for every platform, which breaks `npm ci` (docs/decisions/0022-feature-boundaries.md).
 */
const boundaries = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const zones = layerZones
          .filter((z) => zoneDirs(z.target).some((dir) => inside(file, dir)))
          .map((z) => ({
            from: path.join(root, z.from),
            except: (z.except ?? []).map((e) => path.join(root, z.from, e)),
            message: z.message,
          }));
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), spec);
          for (const zone of zones) {
            if (inside(target, zone.from) && !zone.except.some((e) => inside(target, e))) {
              context.report({ node: node.source, message: zone.message });
              return;
            }
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-restricted-paths': 'error' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      // kebab-case, digits allowed anywhere (migrations are 0001-initial.ts)
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': '+([a-z0-9])*(-+([a-z0-9]))' }],
    },
  },
);

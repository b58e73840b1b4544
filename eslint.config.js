// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * The web app's boundaries (apps/web/src): a file in `features/X/` imports
 * its own feature, `components/`, `lib/` and packages, and another feature
 * only through that feature's public entry, `features/Y/index.ts`; what
 * `components/` and `lib/` hold imports no feature and no route. Relative
 * imports are resolved against the importing file, so the rule sees where an
 * import lands, however many `../` it takes.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Features import each other only through a feature's index.ts" },
    schema: [],
    messages: {
      featureInsides:
        "'{{source}}' is inside the '{{feature}}' feature: import it from features/{{feature}} (its index.ts), or move a piece that several features use to components/ or lib/.",
      featureImportsRoute:
        "'{{source}}' is a route file: routes compose features, a feature imports no route.",
      sharedImportsFeature:
        "'{{source}}' is in {{area}}/: what components/ and lib/ hold imports no feature and no route.",
    },
  },
  create(context) {
    const file = context.physicalFilename.split(path.sep).join('/');
    const marker = '/apps/web/src/';
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const root = file.slice(0, at + marker.length - 1);
    const [area, feature] = file.slice(at + marker.length).split('/');
    const shared = area === 'components' || area === 'lib';
    if (area !== 'features' && !shared) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.posix.relative(
        root,
        path.posix.join(path.posix.dirname(file), source.value),
      );
      const [targetArea, targetFeature, ...rest] = target.split('/');
      if (targetArea === 'routes' || (shared && targetArea === 'features')) {
        context.report({
          node: source,
          messageId: shared ? 'sharedImportsFeature' : 'featureImportsRoute',
          data: { source: source.value, area: targetArea },
        });
        return;
      }
      if (targetArea !== 'features' || targetFeature === feature) return;
      const entry = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
      if (!entry)
        context.report({
          node: source,
          messageId: 'featureInsides',
          data: { source: source.value, feature: targetFeature },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/routeTree.gen.ts',
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
      '**/data/uploads/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User content must be rendered as text.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { gigrank: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'gigrank/feature-boundaries': 'error' },
  },
);

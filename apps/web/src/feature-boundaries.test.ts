// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's lint config keeps features apart (docs/decisions/0022); these check that it really fails. */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('feature boundaries by lint', () => {
  it('fails on a feature importing another feature', async () => {
    const code =
      "import { ProductCard } from '../../catalogue/components/product-card';\nexport const Card = ProductCard;\n";
    expect(await rulesBroken('apps/web/src/features/cart/pages/cart-extra.tsx', code)).toContain(
      'boundaries/no-restricted-paths',
    );
  }, 60_000);

  it('lets a feature import its own files and lib', async () => {
    const code =
      "import { categoryLink } from '../category-links';\nimport { Money } from '../../../lib/ui/money';\nexport const both = [categoryLink, Money];\n";
    expect(await rulesBroken('apps/web/src/features/catalogue/components/extra.tsx', code)).toEqual([]);
  }, 60_000);

  it('fails on lib importing a feature, and on a file name that is not kebab-case', async () => {
    const code = "import { SearchBox } from '../features/search';\nexport const Box = SearchBox;\n";
    expect(await rulesBroken('apps/web/src/lib/searchBox.ts', code)).toEqual([
      'check-file/filename-naming-convention',
      'boundaries/no-restricted-paths',
    ]);
  }, 60_000);
});

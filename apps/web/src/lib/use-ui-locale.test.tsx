import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguage, i18next, initI18n } from './i18n/i18n';
import { useTexts } from './use-ui-locale';

// the storefront runs on Preact (docs/decisions/0011-preact-compat.md), so this renders with it
function Texts() {
  const { t } = useTexts();
  return (
    <p>
      {t('common.ok')}|{t('product.image', { n: 2, name: 'X' })}
    </p>
  );
}

describe('useTexts', () => {
  const root = document.createElement('div');
  beforeAll(async () => {
    await initI18n('ar');
  });
  afterEach(() => render(null, root));

  it('gives the texts of the language shown, after a switch and after texts are added', async () => {
    act(() => render(<Texts />, root));
    const ok = i18next.t('common.ok');
    const image = i18next.t('product.image', { n: 2, name: 'X' });
    expect(root.textContent).toBe(`${ok}|${image}`);

    // a text i18next is given later (as a list's names are) replaces the one remembered
    i18next.addResource('ar', 'translation', 'common.ok', 'تمام');
    act(() => render(<Texts />, root));
    expect(root.textContent).toBe(`تمام|${image}`);
    i18next.addResource('ar', 'translation', 'common.ok', ok);

    await ensureLanguage('en');
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(root.textContent).toBe(`OK|${i18next.t('product.image', { n: 2, name: 'X' })}`);
  });
});

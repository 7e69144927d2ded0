import { expect, test } from '@playwright/test';

test('the shop opens in Arabic with its catalogue, and the API documents itself', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const docs = await request.get('/api/docs/json');
  expect(docs.ok()).toBe(true);
  expect(Object.keys((await docs.json()).paths)).toContain('/api/client/sales');
});

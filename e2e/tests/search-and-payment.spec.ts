import { addBuyableToCart, expect, startSignedIn, test } from '../support/fixtures.ts';

test(
  'a shopper searches from the navbar: ranked results, sort and category, suggestions by keyboard, nothing found',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    // The box is in the bar at every width, without opening the menu.
    await expect(box).toBeVisible();

    await test.step('Enter shows the ranked results on /products, and sorts keep the search', async () => {
      await box.fill('dome');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=dome$/);
      await expect(
        page.getByRole('heading', { level: 2, name: /Results for .dome./ }),
      ).toBeVisible();
      await expect(page.locator('.product-card').first()).toBeVisible();
      const names = await page.locator('.product-card h2').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      expect(names.some((n) => /dome/i.test(n))).toBe(true);
      await expect(page.getByLabel('Sort by')).toHaveValue('featured');
      await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Best match');
      await page.getByLabel('Sort by').selectOption('price-low');
      await expect(page).toHaveURL(/\/products\?search=dome&sort=price-low$/);
      await expect(
        page.getByRole('heading', { level: 2, name: /Results for .dome./ }),
      ).toBeVisible();
    });

    await test.step('"/" focuses the box; suggestions put SKU hits first and open by keyboard', async () => {
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('/');
      await expect(box).toBeFocused();
      await box.fill('SV-PTZ');
      const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(suggestions).toBeVisible();
      const options = suggestions.getByRole('option');
      expect(await options.count()).toBeLessThanOrEqual(6);
      await expect(options.first()).toContainText('SV-PTZ');
      const first = (await options.first().locator('.site-search-name').textContent())!.trim();
      await box.press('ArrowDown');
      await box.press('Enter');
      const dialog = page.getByRole('dialog', { name: first });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The overlay leaves the URL once its closing has ended.
      await expect(page).not.toHaveURL(/product=/);
    });

    await test.step('nothing found says so and offers a way back', async () => {
      await box.fill('zzqxv');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=zzqxv$/);
      await expect(page.getByText(/No products match .zzqxv./)).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('heading', { level: 2, name: /All Products/ })).toBeVisible();
    });
  },
);

test(
  'suggestions show what tells products apart: whole names, the shared brand once',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('SecureVision 4MP');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const options = suggestions.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(2);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/suggestions-${page.viewportSize()!.width}.png`,
      });
    }
    // Nothing in a suggestion is cut off, and it stays inside the window.
    const cut = await suggestions.evaluate((list) =>
      Array.from(list.querySelectorAll<HTMLElement>('[role="option"] *'))
        .filter((el) => getComputedStyle(el).position !== 'absolute')
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    const edge = await suggestions.evaluate((list) => list.getBoundingClientRect().right);
    expect(edge).toBeLessThanOrEqual(page.viewportSize()!.width);
    // The words every suggestion shares are shown once, above them; each names the rest.
    const shared = page.getByTestId('suggestions-shared');
    await expect(shared).toHaveText('SecureVision 4MP');
    // What the eye reads of each name (the shared words are there for screen readers only).
    const names = await options.locator('.site-search-name').evaluateAll((spans) =>
      spans.map((span) => {
        const seen = span.cloneNode(true) as HTMLElement;
        seen.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
        return (seen.textContent ?? '').trim();
      }),
    );
    expect(names.every((n) => !n.startsWith('SecureVision'))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    // Read aloud, an option is the whole name.
    await expect(options.first()).toHaveAccessibleName(/^SecureVision 4MP /);
  },
);

test(
  'while a payment is open the cart is read-only; going back to shipping frees it',
  { tag: '@phone' },
  async ({ page, verifiedCustomer: c }) => {
    await startSignedIn(page, c.email);
    await addBuyableToCart(page);

    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();

    await page.getByRole('button', { name: /^Open cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(
      drawer.getByText('Finish or cancel the payment to change your cart.'),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close cart' }).click();

    await page.getByRole('button', { name: /Back to Shipping/ }).click();
    await expect(page.getByRole('heading', { name: 'Where should we ship it?' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByRole('button', { name: /^Remove/ })).toBeVisible();
    await expect(
      summary.getByText('Finish or cancel the payment to change your cart.'),
    ).toHaveCount(0);
  },
);

import {
  BASE_URL,
  VERIFY_SUBJECT,
  expect,
  extractLink,
  newCustomer,
  openNav,
  submitLogin,
  test,
  waitForMail,
} from '../support/fixtures.ts';

test(
  'a guest sent from checkout registers, verifies the e-mail, signs in back at checkout, and signs out',
  { tag: '@phone' },
  async ({ page }) => {
    const c = newCustomer('signup');

    await test.step('a guest with a cart is asked to sign in at checkout and creates an account', async () => {
      const listed = await (await page.request.get('/api/products?limit=100')).json();
      const buyable = (
        listed.products as { id: number; price: number | null; availability: string }[]
      ).find((p) => p.price !== null && p.availability === 'in_stock')!;
      await page.goto(`/products?product=${buyable.id}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();
      await page
        .getByRole('dialog', { name: 'Your Cart' })
        .getByRole('link', { name: 'Proceed to Checkout' })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('Please sign in to continue to checkout.')).toBeVisible();
      // The way back to checkout goes along to the registration.
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/register\?redirect=%2Fcheckout$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create an Account' }),
      ).toBeVisible();

      await page.getByLabel('First name').fill(c.firstName);
      await page.getByLabel('Last name').fill(c.lastName);
      await page.getByLabel('Email').fill(c.email);
      await page.getByLabel('Phone').fill('(702) 555-0100');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
      await page.getByLabel('Confirm password').fill(c.password);
      await page.getByLabel('Street address').fill('4580 Commerce Park Dr');
      await page.getByLabel('City').fill('Las Vegas');
      await page.getByLabel('State').selectOption('NV');
      await page.getByLabel('ZIP code').fill('89103');
      await expect(page.getByLabel('Country')).toHaveValue('United States');
      // Without the terms agreement the form refuses to send.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('You must accept the terms of service')).toBeVisible();
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/register'),
      );
      await page.getByRole('button', { name: 'Create Account' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ email: c.email, termsAccepted: true });

      const card = page.getByRole('status');
      const created = card.getByRole('heading', { name: 'Account created' });
      await expect(created).toBeVisible();
      // The form was long; the confirmation is brought into view and holds the focus.
      await expect(created).toBeInViewport();
      await expect(created).toBeFocused();
      await expect(card).toContainText(c.email);
      await expect(card.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fcheckout',
      );
      await expect(card.getByRole('button', { name: 'Create Another Account' })).toBeVisible();
    });

    await test.step('open the link from the verification mail', async () => {
      const mail = await waitForMail(c.email, VERIFY_SUBJECT);
      expect(mail.text).toContain(`Hello ${c.firstName},`);
      const link = extractLink(mail.text, '/verify/');
      expect(link.startsWith(`${BASE_URL}/verify/`)).toBe(true);
      // The link carries the way back to checkout.
      expect(new URL(link).searchParams.get('redirect')).toBe('/checkout');
      // The HTML part carries the same link.
      expect(mail.html).toContain(link);

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
      await page.getByRole('link', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    });

    await test.step('first sign-in: a welcome screen for two seconds, then back at checkout with the cart', async () => {
      await submitLogin(page, c.email, c.password);
      const welcome = page.getByRole('heading', { name: `Welcome, ${c.firstName}!` });
      await expect(welcome).toBeVisible();
      const shownAt = Date.now();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
      await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      // The guest's cart came along with the sign-in.
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    await test.step('the user menu shows the first name; Logout returns home', async () => {
      await openNav(page);
      await expect(page.getByRole('link', { name: 'User Dashboard' })).toBeVisible();
      const userMenu = page.locator('#user-menu');
      await expect(userMenu).toHaveText(c.firstName);
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
      await userMenu.click();
      await page.getByRole('button', { name: 'Logout' }).click();

      await expect(page).toHaveURL(`${BASE_URL}/`);
      // Home comes first, the signed-out navbar when the server has answered: a guest's
      // navbar is spread out from 1200 px, so its toggle may go while being clicked.
      await expect(page.locator('#user-menu')).toHaveCount(0);
      await openNav(page);
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    });

    await test.step('signed out, /dashboard sends the visitor to /login', async () => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    });

    await test.step('the next sign-in is a welcome back', async () => {
      await submitLogin(page, c.email, c.password);
      await expect(
        page.getByRole('heading', { name: `Welcome back, ${c.firstName}!` }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
      // A personal account is greeted by its first name.
      await expect(
        page.getByRole('heading', { level: 1, name: `Welcome, ${c.firstName}`, exact: true }),
      ).toBeVisible();
      await expect(page.getByText('Personal Account')).toBeVisible();
    });
  },
);

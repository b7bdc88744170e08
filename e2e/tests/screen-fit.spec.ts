import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_MENU,
  createCustomer,
  createOrder,
  createProduct,
  createUnitOrder,
  expect,
  fileWarrantyClaim,
  newCustomer,
  openNav,
  startSignedIn,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';

/**
 * The admin screens fit the window at phone and desktop widths
 * (no sideways page scroll, the navbar's cart on screen), a table wider than its box says it
 * scrolls, and the admin's phone menu keeps Logout reachable.
 */

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/customers',
  '/admin/users',
  '/admin/products',
  '/admin/orders',
  '/admin/productunits',
  '/admin/locations',
  '/admin/scan',
  '/admin/contact-requests',
  '/admin/site-surveys',
  '/admin/installations',
  '/admin/technicians',
  '/admin/pages',
  '/admin/system',
  '/admin/rmas',
  '/admin/rmas/:rma',
  '/admin/return-rates',
  '/dashboard',
  '/dashboard?tab=devices',
  '/dashboard?tab=returns',
  '/dashboard/returns/new?unit=:unit',
  '/dashboard/returns/:rma',
];

/** The shop's own pages, as the signed-in admin sees them (the navbar at its fullest). */
const SHOP_SCREENS = ['/', '/products', '/services', '/about', '/contact', '/survey', '/privacy'];

/** A customer with a large order, so the revenue cards and the tables carry long numbers. */
async function seedData(request: APIRequestContext) {
  const customer = newCustomer('fit');
  const { id } = await createCustomer(request, customer);
  await createOrder(
    request,
    { id, email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
    { lines: [{ product: 0, quantity: 2 }], status: 'delivered' },
  );
  const tag = randomBytes(3).toString('hex');
  const lead = await request.post('/__e2e/contact-requests', {
    data: {
      name: `Fit Lead ${tag}`,
      email: uniqueEmail('fit-lead'),
      phone: '(702) 555-0142',
      subject: 'Cameras for a very long warehouse with several loading docks',
      propertyType: 'commercial',
      serviceType: 'cctv',
      message: 'Eight cameras, please.',
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
}

/**
 * The returns screens need the signed-in account's own devices: two cameras (with a long name)
 * delivered to it, one claimed with a photo and a long unbroken word in its text. Answers the
 * RMA (for :rma in a screen's path) and the unclaimed unit (for :unit).
 */
async function seedReturns(request: APIRequestContext): Promise<Record<string, string>> {
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const camera = await createProduct(request, {
    name: `E2E Fit Camera ${tag} 4K Outdoor Turret with Night Vision and a Long Product Name`,
  });
  const zone = await request.post('/api/warehouse-zones', {
    data: { zone_code: `F${tag}`, zone_name: 'Fit returns', aisles: 1, racks: 1, shelves: 1 },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const zoneId = ((await zone.json()) as { zone: { id: number } }).zone.id;
  const bins = await request.get(`/api/warehouse-locations?zone_id=${zoneId}&limit=10`);
  const bin = (
    (await bins.json()) as { locations: { id: number; is_staging: boolean }[] }
  ).locations.find((b) => !b.is_staging)!;
  const received = await request.post('/api/product-units', {
    data: { product_id: camera.id, quantity: 2, location: { warehouse_location_id: bin.id } },
  });
  expect(received.status(), await received.text()).toBe(201);
  const me = (await (await request.get('/api/check-auth')).json()) as {
    user: { id: number; email: string; firstName: string; lastName: string };
  };
  const order = await createUnitOrder(
    request,
    { id: me.user.id, email: me.user.email, name: `${me.user.firstName} ${me.user.lastName}` },
    camera,
    2,
  );
  for (const status of ['shipped', 'delivered']) {
    const moved = await request.put(`/api/admin/orders/${order.id}/status`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const devices = (await (await request.get('/api/customer/devices?limit=100')).json()) as {
    devices: { unitId: number; serial: string }[];
  };
  const [claimed, free] = order.serials.map(
    (serial) => devices.devices.find((d) => d.serial === serial)!.unitId,
  );
  const rma = await fileWarrantyClaim(
    request,
    claimed!,
    `The picture is black at night. Label: SERIAL-${'X'.repeat(60)}-END`,
  );
  return { ':rma': String(rma.id), ':unit': String(free) };
}

/** How far the page scrolls sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Cells squeezed in a table that scrolls sideways anyway: narrower than 10rem and wrapped to
 * more than four lines (a long product name a word per line, an e-mail address cut into
 * pieces), where giving the column room costs only more of the sideways scroll it already has.
 */
const squeezedCells = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const box of Array.from(document.querySelectorAll('main .table-responsive'))) {
      if (box.scrollWidth <= box.clientWidth) continue;
      for (const cell of Array.from(box.querySelectorAll('tbody td, tbody th'))) {
        const width = cell.getBoundingClientRect().width;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = Math.round(
          range.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight),
        );
        if (width < 160 && lines > 4) {
          const text = (cell.textContent ?? '').trim().slice(0, 40);
          found.push(`"${text}": ${Math.round(width)} px wide, ${lines} lines`);
        }
      }
    }
    return found;
  });

/**
 * Opens a screen and waits until it has its data. Within one width a screen at another path
 * is opened the way the app's own links open it (React Router's history, no reload): loading
 * and starting the whole app again for each of the 29 screens was most of this test's
 * browser time, and axe stays in the page. With `load`, and for a screen at the path already
 * open (the dashboard's tabs), the page is loaded.
 */
async function settle(page: Page, path: string, { load = false } = {}) {
  const current = new URL(page.url());
  const samePath =
    current.origin !== 'null' && new URL(path, current.origin).pathname === current.pathname;
  if (load || current.origin === 'null' || samePath) await page.goto(path);
  else {
    // The old screen's heading is marked: the new screen has a heading of its own.
    await page.evaluate((to) => {
      for (const h1 of Array.from(document.querySelectorAll('main h1')))
        h1.setAttribute('data-e2e-left', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(page.locator('main h1:not([data-e2e-left])').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  // Lists fill after their data arrives: wait for the loading states to go.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/**
 * Every screen at the suite's two widths, each read by axe (WCAG A and AA, and every piece of
 * content in a landmark), the Locations tree with a zone of this test's own and the
 * return rates with this test's RMA; at the signed-in navbar's edges (1200 px folded, 1400 px
 * spread out, one test) the screens with the widest content: the navbar is the same on all.
 */
const WIDTHS: { widths: number[]; screens: string[]; axe: boolean }[] = [
  { widths: [375], screens: [...ADMIN_SCREENS, ...SHOP_SCREENS], axe: true },
  { widths: [1280], screens: [...ADMIN_SCREENS, ...SHOP_SCREENS], axe: true },
  { widths: [1200, 1400], screens: ['/admin/customers', '/admin/orders'], axe: false },
];

/** What shows a screen axe reads is filled in (the zone, the tables). */
const AXE_READY: Record<string, (page: Page, zone: string) => Promise<void>> = {
  '/admin/locations': (page, zone) =>
    expect(page.getByRole('region', { name: `Zone ${zone}` })).toBeVisible(),
  '/admin/dashboard': (page) =>
    expect(page.getByRole('region', { name: 'Popular Products table' })).toBeVisible(),
  '/admin/return-rates': (page) =>
    expect(page.getByRole('region', { name: 'Return rate per product table' })).toBeVisible(),
};

for (const { widths, screens, axe } of WIDTHS) {
  const named = widths.join(' and ');
  test(`at ${named} px the admin screens fit the window, no table column squeezed, the cart button on screen${axe ? '; axe finds nothing on any of them or on the shop pages' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await seedData(page.request);
    await startSignedIn(page, ADMIN_EMAIL);
    const ids = screens.some((path) => path.includes(':')) ? await seedReturns(page.request) : {};
    const zone = `X${randomBytes(2).toString('hex').toUpperCase()}`;
    if (axe) {
      const made = await page.request.post('/api/warehouse-zones', {
        data: { zone_code: zone, zone_name: 'Axe zone', aisles: 1, racks: 2, shelves: 2 },
      });
      expect(made.status(), await made.text()).toBe(201);
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const screen of screens) {
        const path = screen.replace(/:\w+/g, (token) => ids[token] ?? token);
        // Each width starts from a loaded page, as a visitor on that screen would.
        await settle(page, path, { load: screen === screens[0] });
        // Soft: one run names every screen that does not fit.
        expect.soft(await sidewaysOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
        expect.soft(await squeezedCells(page), `${path} at ${width} px`).toEqual([]);
        await expect.soft(page.getByRole('button', { name: /^Open cart/ }), path).toBeInViewport({
          ratio: 1,
        });
        // The back office has its side menu from 992 px, the current section marked.
        if (path.startsWith('/admin/')) {
          const menu = page.getByRole('navigation', { name: 'Back office' });
          if (width >= 992) {
            await expect.soft(menu, path).toBeVisible();
            await expect.soft(menu.locator('a[aria-current="page"]'), path).toHaveCount(1);
          } else await expect.soft(menu, path).toHaveCount(0);
        }
        if (axe) {
          await AXE_READY[path]?.(page, zone);
          expect.soft(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        }
        if (process.env.E2E_SCREENSHOTS) {
          await page.screenshot({
            path: `${process.env.E2E_SCREENSHOTS}/${path.replace(/\//g, '_')}-${width}.png`,
            fullPage: true,
          });
        }
      }
    }
  });
}

test('on a phone a table wider than its box says it scrolls, and its row actions can be reached', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await seedData(page.request);
  await startSignedIn(page, ADMIN_EMAIL);
  await settle(page, '/admin/customers');
  const scroller = page.locator('.table-responsive').first();
  const state = () =>
    scroller.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        overflows: el.scrollWidth > el.clientWidth,
        start: style.getPropertyValue('--scroll-fade-start'),
        end: style.getPropertyValue('--scroll-fade-end'),
      };
    });
  // At the start the far side fades (more to see there); at the end the near side does.
  expect(await state()).toEqual({ overflows: true, start: '0px', end: '48px' });
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expect.poll(state).toEqual({ overflows: true, start: '48px', end: '0px' });
  // A row's last action, reached by keyboard, is scrolled into view.
  const remove = page.getByRole('button', { name: /^Delete/ }).first();
  await scroller.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  await remove.focus();
  await expect(remove).toBeInViewport({ ratio: 1 });
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/table-scrolled-375.png` });
  // A table that fits its box does not fade (wide enough beside the back office's side menu).
  await page.setViewportSize({ width: 1600, height: 800 });
  await settle(page, '/admin/customers');
  expect(await state()).toEqual({ overflows: false, start: '0px', end: '0px' });
});

test('a guest at 1200 px and a customer with a long first name at 1400 px keep the expanded navbar on one screen', async ({
  page,
}) => {
  const fits = async () => {
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: /^Open cart/ })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'Get a Quote' })).toBeInViewport({ ratio: 1 });
  };
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/products');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await fits();
  await page.setViewportSize({ width: 1400, height: 800 });
  const customer = { ...newCustomer('fit-nav'), firstName: 'Maximiliana-Alexandrina' };
  await createCustomer(page.request, customer);
  await startSignedIn(page, customer.email);
  await page.goto('/products');
  await expect(page.locator('#user-menu')).toBeVisible();
  await fits();
});

test('on a phone the admin menu with Admin open still reaches Logout', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await startSignedIn(page, ADMIN_EMAIL);
  await page.goto('/');
  await openNav(page);
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await expect(page.locator('[aria-labelledby="admin-menu"]')).toBeVisible();
  const userMenu = page.locator('#user-menu');
  await userMenu.scrollIntoViewIfNeeded();
  await userMenu.click();
  const logout = page.getByRole('button', { name: 'Logout' });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Get a Quote' })).toBeAttached();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

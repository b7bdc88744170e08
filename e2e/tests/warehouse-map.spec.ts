import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_MENU, expect, openNav, signInAsNewStaff, test } from '../support/fixtures.ts';

type Bin = { id: number; aisle: string; rack: string; shelf: string; location_code: string };

/** A zone of 2 aisles x 2 racks x 2 shelves (capacity 2 each), through the admin API. */
async function zoneWithUnits(request: APIRequestContext, code: string) {
  const zone = await request.post('/api/warehouse-zones', {
    data: {
      zone_code: code,
      zone_name: `E2E Map ${code}`,
      aisles: 2,
      racks: 2,
      shelves: 2,
      capacity: 2,
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const map = await request.get(`/api/locations/map-data?warehouse_id=1&zone=${code}`);
  const { locations } = (await map.json()) as { locations: Bin[] };
  expect(locations).toHaveLength(8);
  const bin = (aisle: string, rack: string, shelf: string) =>
    locations.find((l) => l.aisle === aisle && l.rack === rack && l.shelf === shelf)!;

  const products = await request.get('/api/products?limit=1');
  const productId = ((await products.json()) as { products: { id: number }[] }).products[0]!.id;
  // Rack 1-1: 2 + 1 of 4 (partly full); rack 2-1: 2 + 2 of 4 (full).
  for (const [place, quantity] of [
    [bin('1', '1', '1'), 2],
    [bin('1', '1', '2'), 1],
    [bin('2', '1', '1'), 2],
    [bin('2', '1', '2'), 2],
  ] as const) {
    const received = await request.post('/api/product-units', {
      data: { product_id: productId, quantity, location: { warehouse_location_id: place.id } },
    });
    expect(received.status(), await received.text()).toBe(201);
  }
  return { bin };
}

test('an admin opens the warehouse map, picks a zone, opens a rack and follows a shelf to Locations @phone', async ({
  page,
}) => {
  const code = `M${randomBytes(2).toString('hex').toUpperCase()}`;
  await signInAsNewStaff(page.request, 'admin');
  const { bin } = await zoneWithUnits(page.request, code);

  await page.goto('/');
  await openNav(page);
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await page.getByLabel('Admin').getByRole('link', { name: 'Warehouse Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Map' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Over capacity');

  await page.getByLabel('Zone').selectOption(code);
  await expect(page).toHaveURL(new RegExp(`/admin/warehouse-map\\?zone=${code}$`));
  await expect(page.getByText('8 locations · 7 units · 3 full · 0 over capacity')).toBeVisible();
  const plan = page.getByRole('group', { name: 'Warehouse floor plan' });
  await expect(plan.getByRole('button')).toHaveCount(4);
  // A two-aisle zone is too narrow for its name: the code shows, the name is its title.
  await expect(plan.getByText(code, { exact: true })).toBeVisible();
  await expect(plan.getByText(`Zone ${code}: E2E Map ${code}`)).toBeAttached();

  // The keyboard path: a rack takes focus, shows its load, and Enter opens its shelves.
  const full = plan.getByRole('button', { name: `Rack ${code}-02-01: 4 of 4 units (100%), full` });
  await full.focus();
  await expect(page.getByText(`${code}-02-01 4 of 4 units (100%), full`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `Rack ${code}-02-01` })).toBeVisible();
  // Focus moves to the shelves (Tab reaches their links); Close brings it back to the rack.
  await expect(page.getByRole('heading', { name: `Rack ${code}-02-01` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Rack / })).toHaveCount(0);
  await expect(full).toBeFocused();
  // The plan is one Tab stop; the arrow keys walk its racks.
  await expect(plan.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await expect(
    plan.getByRole('button', { name: `Rack ${code}-01-01: 3 of 4 units (75%), partly full` }),
  ).toBeFocused();
  await expect(plan.locator('[tabindex="0"]')).toHaveCount(1);

  // A click picks another; its shelves link to the Locations screen.
  await plan
    .getByRole('button', { name: `Rack ${code}-01-01: 3 of 4 units (75%), partly full` })
    .click();
  const details = page.getByRole('region', { name: `Rack ${code}-01-01` });
  await expect(details.getByRole('row')).toHaveCount(3);
  const shelf = bin('1', '1', '2');
  await details.getByRole('link', { name: shelf.location_code }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/locations\\?location=${shelf.id}$`));
});

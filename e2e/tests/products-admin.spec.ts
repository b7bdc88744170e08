import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN_MENU, expect, openNav, signInAsNewStaff, test } from '../support/fixtures.ts';

const picture = async (color: string) => ({
  name: `photo-${color.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test('an admin creates a product with two images and three packages, finds it in the shop, edits its price and sees the new price there', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const name = `E2E Doorbell Cam ${tag}`;
  const category = `E2E Cameras ${tag}`;
  await signInAsNewStaff(page.request, 'admin');

  await page.goto('/');
  await openNav(page);
  await page.getByRole('button', { name: ADMIN_MENU }).click();
  await page.getByLabel('Admin').getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Product Management/ })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();

  // The server's rules run first in the browser, with the spec's messages.
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(
    page.getByText('Please fill out all required fields: Name and Price are required').first(),
  ).toBeVisible();
  await expect(page.getByText('Please add at least 4 features').first()).toBeVisible();
  await expect(page.getByText('Please upload an image').first()).toBeVisible();

  await page.getByLabel('Product Name *').fill(name);
  // A new category, made from the form.
  await page.getByRole('button', { name: 'New category' }).click();
  await page.getByLabel('New category name').fill(category);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel('Category *')).toHaveValue(/^\d+$/);
  await page.getByLabel('Price *').fill('129.50');
  // Only numeric text is taken.
  await page.getByLabel('Stock').pressSequentially('4x0');
  await expect(page.getByLabel('Stock')).toHaveValue('40');
  await page.getByLabel('Description *').fill('A video doorbell with 2K video and night vision.');
  for (const [i, feature] of [
    '2K video',
    'Night vision',
    'Two-way talk',
    'Motion alerts',
  ].entries()) {
    await page.getByLabel(`Feature ${i + 1}`, { exact: true }).fill(feature);
  }
  await page.getByLabel('Specification 1 value').fill('2K');
  await page.getByLabel('Package 1 name', { exact: true }).fill('Doorbell only');
  await page.getByLabel('Package 1 feature 1', { exact: true }).fill('Doorbell');
  await page.getByRole('button', { name: 'Add package', exact: true }).click();
  await page.getByLabel('Package 2 name', { exact: true }).fill('With chime');
  await page.getByLabel('Package 2 price', { exact: true }).fill('149.50');
  await page.getByLabel('Package 2 feature 1', { exact: true }).fill('Indoor chime');
  await page.getByRole('button', { name: 'Add package', exact: true }).click();
  await page.getByLabel('Package 3 name', { exact: true }).fill('Installed');
  await page.getByLabel('Package 3 price', { exact: true }).fill('229.50');
  await page.getByLabel('Package 3 feature 1', { exact: true }).fill('Professional install');
  // The compatible-product search starts at 2 characters.
  await page.getByLabel('Compatible product 1', { exact: true }).fill('c');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByLabel('Compatible product 1', { exact: true }).fill('ca');
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  const compatibleName = (await option.textContent())!.trim();
  await option.click();
  await expect(page.getByLabel('Compatible product 1', { exact: true })).toHaveValue(
    compatibleName,
  );
  await page.getByLabel(/JPEG, PNG or WebP, up to 10 MB/).setInputFiles(await picture('#2255aa'));
  await page.getByRole('button', { name: 'Create Product' }).click();

  await expect(page.getByText(`${name} created successfully`)).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$129.50');
  await expect(row).toContainText('No Location');

  // A second image from the list's row action.
  await row.getByRole('button', { name: `Manage images of ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Main image')).toBeVisible();
  await dialog.getByLabel(/Upload more images/).setInputFiles(await picture('#aa5522'));
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  const pictureOf = (n: number) => dialog.getByRole('listitem').nth(n).getByRole('img');
  const second = await pictureOf(1).getAttribute('src');
  await dialog.getByRole('button', { name: 'Make main' }).click();
  // The second upload is the main picture now, and focus stayed on it.
  await expect(pictureOf(0)).toHaveAttribute('src', second!);
  await expect(dialog.getByRole('button', { name: 'Move image 1 later' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The shop shows it in its new category, with its three packages.
  await page.goto('/products');
  await page
    .getByRole('button', { name: new RegExp(category) })
    .first()
    .click();
  const card = page.locator('.product-card', { hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$129.50');
  const shopUrl = page.url();
  const detail = await page.request.get(`/api/admin/products?search=${tag}`);
  const id = (await detail.json()).products[0].id as number;
  const shopProduct = await (await page.request.get(`/api/products/${id}`)).json();
  expect(shopProduct.product.packages.map((p: { name: string }) => p.name)).toEqual([
    'Doorbell only',
    'With chime',
    'Installed',
  ]);
  expect(shopProduct.product.images).toHaveLength(2);
  // The shop's lists show the picture made main (the same stored picture, another width).
  const stem = (url: string) => url.replace(/-\d+\.webp$/, '');
  expect(stem(shopProduct.product.image.url)).toBe(stem(second!));
  // "Doorbell only" has no price of its own: it is sold, and shown, at the product price.
  expect(shopProduct.product.packages.map((p: { price: number | null }) => p.price)).toEqual([
    shopProduct.product.price,
    149.5,
    229.5,
  ]);

  // The price edited in the form is the shop's price.
  await page.goto(`/admin/products/edit/${id}`);
  await expect(page.getByLabel('Product Name *')).toHaveValue(name);
  await page.getByLabel('Price *').fill('99.00');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(`${name} updated successfully`)).toBeVisible();
  await page.goto(shopUrl);
  const edited = page.locator('.product-card', { hasText: name });
  await expect(edited).toContainText('$99.00');
  // The package without its own price follows the new price into the cart.
  const [own, chime] = shopProduct.product.packages as { id: number }[];
  for (const pkg of [own!, chime!]) {
    const added = await page.request.post('/api/cart/add', {
      data: { productId: id, packageId: pkg.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    items: { product_id: number; package_name: string; unit_price: number }[];
  };
  expect(
    cart.items.filter((i) => i.product_id === id).map((i) => [i.package_name, i.unit_price]),
  ).toEqual([
    ['Doorbell only', 99],
    ['With chime', 149.5],
  ]);
});

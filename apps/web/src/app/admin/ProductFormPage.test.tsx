import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_FORM_MESSAGES, type AdminProductDetail } from '@shop/contract';
import { adminUser, mockApi, renderRoute } from '../../test/render';
import { pagination, queriesTo } from '../../test/fixtures/common';
import type { Wire } from '../../test/wire';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });

const product: Wire<AdminProductDetail> = {
  id: 9,
  sku: 'SV-9',
  name: 'Mini Dome',
  categoryId: 1,
  categoryName: 'IP Cameras',
  price: 89,
  quote: false,
  stock: 12,
  description: 'A compact dome camera for offices.',
  features: ['1080p', 'Night vision', 'PoE', 'Microphone'],
  specs: { resolution: '1080p' },
  packages: [{ id: 7, name: 'Standard', price: 89, features: ['Camera'] }],
  compatibleWith: ['NVR Four'],
  images: [
    {
      id: 3,
      position: 0,
      url: '/api/images/products/abc-400.webp',
      srcSet: '',
      width: 800,
      height: 800,
      alt: '',
    },
  ],
  archived: false,
  version: '20261124101500123456',
  serialTracked: false,
  installationLabourId: null,
  warrantyMonths: 12,
};

const names = ['NVR Four', 'NVR Eight', 'Camera Cable'];

/** The form's Installation choices. */
const installationOptions = {
  'GET /api/admin/products/installation-options': {
    body: {
      success: true,
      options: [
        { id: 1, name: 'Camera installation', price: 150 },
        { id: 3, name: 'Recorder setup', price: 200 },
      ],
    },
  },
};

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
    'GET /api/categories': {
      body: {
        success: true,
        categories: [{ id: 1, slug: 'ip', name: 'IP Cameras', description: '', productCount: 3 }],
      },
    },
    'GET /api/admin/products': {
      body: {
        success: true,
        products: names.map((name, i) => ({
          id: 30 + i,
          sku: `S${i}`,
          name,
          categoryId: 1,
          categoryName: 'IP Cameras',
          price: 10,
          quote: false,
          stock: 5,
          status: 'low_stock',
          defaultLocation: null,
          image: null,
          archived: false,
          warrantyMonths: 12,
        })),
        pagination: pagination(3),
        truncated: false,
      },
    },
    ...installationOptions,
    ...overrides,
  });
}

describe('/admin/products/new and /admin/products/edit/{id}', () => {
  it('checks the form with the spec messages before anything is sent', async () => {
    const calls = api();
    const user = setup();
    renderRoute('/admin/products/new');
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    const alert = await screen.findByRole('alert');
    for (const message of [
      'Please fill out all required fields: Name and Price are required',
      'Please choose a category',
      'Description must be at least 10 words',
      'Please add at least 4 features',
      'Please upload an image',
    ]) {
      expect(within(alert).getByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.key === 'POST /api/products')).toBe(false);
    // Four feature rows that cannot be removed; one package, one compatible row.
    expect(screen.getByRole('button', { name: 'Remove feature 4' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove package 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove compatible product 1' })).toBeDisabled();
    // The default spec keys.
    expect(screen.getByLabelText('Specification 1 name')).toHaveValue('resolution');
    expect(screen.getByLabelText('Specification 5 name')).toHaveValue('dimensions');
  });

  it('takes only numeric text for price and stock', async () => {
    api();
    const user = setup();
    renderRoute('/admin/products/new');
    const price = await screen.findByLabelText('Price *');
    await user.type(price, '1a2.5x0');
    expect(price).toHaveValue('12.50');
    const stock = screen.getByLabelText('Stock');
    await user.type(stock, '3.x4');
    expect(stock).toHaveValue('34');
  });

  it('searches compatible products from 2 characters and hides the names already chosen', async () => {
    api();
    const user = setup();
    renderRoute('/admin/products/new');
    await user.click(await screen.findByRole('button', { name: /Add compatible product/ }));
    const first = screen.getByLabelText('Compatible product 1');
    await user.type(first, 'N');
    expect(queriesTo('GET', '/api/admin/products')).toHaveLength(0);
    await user.type(first, 'V');
    const options = await screen.findByRole('listbox');
    await user.click(within(options).getByRole('option', { name: 'NVR Four' }));
    expect(first).toHaveValue('NVR Four');
    await user.type(screen.getByLabelText('Compatible product 2'), 'NV');
    const next = await screen.findByRole('listbox');
    expect(within(next).queryByRole('option', { name: 'NVR Four' })).toBeNull();
    expect(within(next).getByRole('option', { name: 'NVR Eight' })).toBeInTheDocument();
    expect(queriesTo('GET', '/api/admin/products').at(-1)!.get('search')).toBe('NV');
  });

  it('works the compatible-product suggestions by keyboard: arrows, Enter takes one, Escape closes', async () => {
    const calls = api();
    const user = setup();
    renderRoute('/admin/products/new');
    const field = await screen.findByLabelText('Compatible product 1');
    await user.type(field, 'NV');
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(names);
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(options).getByRole('option', { name: 'NVR Eight' });
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first to the last.
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(options).getByRole('option', { name: 'Camera Cable' }).id,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('NVR Four');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Enter took the suggestion; the form was not sent.
    expect(calls.some((c) => c.key === 'POST /api/products')).toBe(false);
    await user.clear(field);
    await user.type(field, 'Ca');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveValue('Ca');
    expect(field).toHaveFocus();
  });

  it('refuses to overwrite a product changed elsewhere: shows why, and Reload brings the new version', async () => {
    let served = product;
    const calls = api({
      'GET /api/admin/products/9': () => ({ body: { success: true, product: served } }),
      'PUT /api/products/9': {
        status: 409,
        body: {
          error:
            'This product was changed by someone else since you opened it. Reload to see the changes.',
        },
      },
    });
    const user = setup();
    renderRoute('/admin/products/edit/9');
    const stock = await screen.findByLabelText('Stock');
    await waitFor(() => expect(stock).toHaveValue('12'));
    await user.clear(stock);
    await user.type(stock, '40');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(
      await screen.findByText(
        'Failed to save product: This product was changed by someone else since you opened it. Reload to see the changes.',
      ),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'PUT /api/products/9')!.body as Record<string, string>;
    expect(sent.version).toBe(product.version);
    // A checkout took 3 meanwhile: Reload shows 9 and the new version is sent from now on.
    served = { ...product, stock: 9, version: '20261124101600000001' };
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Stock')).toHaveValue('9'));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/products/9')).toHaveLength(2),
    );
    const again = calls.filter((c) => c.key === 'PUT /api/products/9')[1]!.body as Record<
      string,
      string
    >;
    expect(again).toMatchObject({ stock: '9', version: '20261124101600000001' });
  });

  it("edits the SKU: a bad one is refused before sending, another product's SKU shows the server's 409 on the field", async () => {
    const calls = api({
      'GET /api/admin/products/9': { body: { success: true, product } },
      'PUT /api/products/9': {
        status: 409,
        body: {
          error: PRODUCT_FORM_MESSAGES.skuTaken,
          errors: { sku: PRODUCT_FORM_MESSAGES.skuTaken },
        },
      },
    });
    const user = setup();
    renderRoute('/admin/products/edit/9');
    const sku = await screen.findByLabelText('SKU');
    await waitFor(() => expect(sku).toHaveValue(product.sku));
    await user.clear(sku);
    await user.type(sku, 'two words');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findAllByText(PRODUCT_FORM_MESSAGES.sku)).not.toHaveLength(0);
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'PUT /api/products/9')).toBe(false);
    await user.clear(sku);
    await user.type(sku, 'sv-taken-1');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(
      await screen.findByText(`Failed to save product: ${PRODUCT_FORM_MESSAGES.skuTaken}`),
    ).toBeInTheDocument();
    expect(sku).toHaveAccessibleDescription(
      expect.stringContaining(PRODUCT_FORM_MESSAGES.skuTaken),
    );
    const sent = calls.find((c) => c.key === 'PUT /api/products/9')!.body as Record<string, string>;
    expect(sent.sku).toBe('sv-taken-1');
  });

  it('drops a chosen file when the image source changes (Upload -> Existing URL -> Upload)', async () => {
    const calls = mockApi({
      ...installationOptions,
      'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
      'GET /api/admin/products/9': { body: { success: true, product } },
      'GET /api/categories': { body: { success: true, categories: [] } },
      'PUT /api/products/9': { status: 400, body: { error: 'Category not found' } },
    });
    const user = setup();
    renderRoute('/admin/products/edit/9');
    await waitFor(() => expect(screen.getByLabelText('Product Name *')).toHaveValue('Mini Dome'));
    await user.upload(
      screen.getByLabelText('JPEG, PNG or WebP, up to 10 MB'),
      new File([new Uint8Array([1, 2, 3])], 'old.png', { type: 'image/png' }),
    );
    await user.click(screen.getByLabelText('Existing URL'));
    await user.click(screen.getByLabelText('Upload a file'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Failed to save product: Category not found');
    const sent = calls.find((c) => c.key === 'PUT /api/products/9')!.body as Record<string, string>;
    expect(sent.image).toBeUndefined();
  });

  it('edits a product: loads it, sends the form as multipart, shows the server reason on failure', async () => {
    let fail = true;
    const calls = api({
      'GET /api/admin/products/9': { body: { success: true, product } },
      'PUT /api/products/9': () =>
        fail
          ? {
              status: 400,
              body: { error: 'Category not found', errors: { category: 'Category not found' } },
            }
          : { body: { success: true, product } },
    });
    const user = setup();
    const { router } = renderRoute('/admin/products/edit/9');
    const name = await screen.findByLabelText('Product Name *');
    await waitFor(() => expect(name).toHaveValue('Mini Dome'));
    expect(screen.getByLabelText('Feature 4')).toHaveValue('Microphone');
    expect(screen.getByLabelText('Compatible product 1')).toHaveValue('NVR Four');
    const price = screen.getByLabelText('Price *');
    await user.clear(price);
    await user.type(price, '79.99');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(
      await screen.findByText('Failed to save product: Category not found'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'PUT /api/products/9')!.body as Record<string, string>;
    expect(sent).toMatchObject({ name: 'Mini Dome', price: '79.99', category: '1', quote: '' });
    expect(JSON.parse(sent.features!)).toEqual(['1080p', 'Night vision', 'PoE', 'Microphone']);
    // Its id goes back (updated by id); a package priced like the product shows that price
    // and keeps it (only a package without a price of its own is blank).
    expect(screen.getByLabelText('Package 1 price')).toHaveValue('89.00');
    expect(JSON.parse(sent.packages!)).toEqual([
      { id: 7, name: 'Standard', price: '89.00', features: ['Camera'] },
    ]);
    fail = false;
    mockApi({
      ...installationOptions,
      'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
      'PUT /api/products/9': { body: { success: true, product } },
      'GET /api/admin/products': {
        body: { success: true, products: [], pagination: pagination(0), truncated: false },
      },
      'GET /api/admin/products/9': { body: { success: true, product } },
      'GET /api/categories': { body: { success: true, categories: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByText('Mini Dome updated successfully')).toBeInTheDocument();
  });

  it('chooses the labour line that installs the product: None or an active line with its price', async () => {
    const calls = api({
      'GET /api/admin/products/9': {
        body: { success: true, product: { ...product, installationLabourId: 3 } },
      },
      'PUT /api/products/9': { body: { success: true, product } },
    });
    const user = setup();
    renderRoute('/admin/products/edit/9');
    const select = await screen.findByLabelText('Installation');
    await waitFor(() => expect(select).toHaveValue('3'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'None',
      'Camera installation ($150.00 per unit)',
      'Recorder setup ($200.00 per unit)',
    ]);
    await user.selectOptions(select, 'Camera installation ($150.00 per unit)');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/products/9')).toBe(true));
    const sent = calls.find((c) => c.key === 'PUT /api/products/9')!.body as Record<string, string>;
    expect(sent.installationLabourId).toBe('1');
  });

  it('edits the warranty months: digits only, checked before sending', async () => {
    const calls = api({
      'GET /api/admin/products/9': {
        body: { success: true, product: { ...product, warrantyMonths: 24 } },
      },
      'PUT /api/products/9': { body: { success: true, product } },
    });
    const user = setup();
    renderRoute('/admin/products/edit/9');
    const warranty = await screen.findByLabelText('Warranty (months)');
    await waitFor(() => expect(warranty).toHaveValue('24'));
    // Only digits are taken as typed.
    await user.clear(warranty);
    await user.type(warranty, '1x5-0');
    expect(warranty).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findAllByText(PRODUCT_FORM_MESSAGES.warrantyMonths)).not.toHaveLength(0);
    expect(warranty).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'PUT /api/products/9')).toBe(false);
    await user.clear(warranty);
    await user.type(warranty, '0');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/products/9')).toBe(true));
    const sent = calls.find((c) => c.key === 'PUT /api/products/9')!.body as Record<string, string>;
    expect(sent.warrantyMonths).toBe('0');
  });

  it('sets tracking by serial number: the stock is then counted from the units, not typed', async () => {
    const calls = api({
      'GET /api/admin/products/9': {
        body: { success: true, product: { ...product, stock: 40, serialTracked: false } },
      },
      'PUT /api/products/9': { body: { success: true, product } },
    });
    const user = setup();
    renderRoute('/admin/products/edit/9');
    const tracked = await screen.findByRole('switch', { name: 'Tracked by serial number' });
    const stock = screen.getByLabelText('Stock');
    await waitFor(() => expect(stock).toHaveValue('40'));
    expect(tracked).not.toBeChecked();
    expect(stock).not.toHaveAttribute('readonly');
    await user.click(tracked);
    expect(tracked).toBeChecked();
    expect(stock).toHaveAttribute('readonly');
    expect(
      screen.getByText('Counted from the warehouse once saved: 0 until units are received'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/products/9')).toBe(true));
    const sent = calls.find((c) => c.key === 'PUT /api/products/9')!.body as Record<string, string>;
    expect(sent.serialTracked).toBe('true');
  });

  it('starts a new product at 12 months of warranty', async () => {
    api();
    renderRoute('/admin/products/new');
    expect(await screen.findByLabelText('Warranty (months)')).toHaveValue('12');
  });
});

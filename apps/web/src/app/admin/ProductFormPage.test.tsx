import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductDetail } from '@shop/contract';
import { adminUser, mockApi, renderRoute } from '../../test/render';
import { pagination, queriesTo } from '../../features/leads/test/lead-fixtures';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ delay: null });

const product: AdminProductDetail = {
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
};

const names = ['NVR Four', 'NVR Eight', 'Camera Cable'];

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
        })),
        pagination: pagination(3),
        truncated: false,
      },
    },
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
    await user.click(within(options).getByRole('button', { name: 'NVR Four' }));
    expect(first).toHaveValue('NVR Four');
    await user.type(screen.getByLabelText('Compatible product 2'), 'NV');
    const next = await screen.findByRole('listbox');
    expect(within(next).queryByRole('button', { name: 'NVR Four' })).toBeNull();
    expect(within(next).getByRole('button', { name: 'NVR Eight' })).toBeInTheDocument();
    expect(queriesTo('GET', '/api/admin/products').at(-1)!.get('search')).toBe('NV');
  });

  it('drops a chosen file when the image source changes (Upload -> Existing URL -> Upload)', async () => {
    const calls = mockApi({
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
    // Its id goes back (updated by id); the package at the product price is sent blank so it
    // follows the edited price.
    expect(screen.getByLabelText('Package 1 price')).toHaveAttribute(
      'placeholder',
      'product price',
    );
    expect(JSON.parse(sent.packages!)).toEqual([
      { id: 7, name: 'Standard', price: '', features: ['Camera'] },
    ]);
    fail = false;
    mockApi({
      'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
      'PUT /api/products/9': { body: { success: true, product } },
      'GET /api/admin/products': {
        body: { success: true, products: [], pagination: pagination(0) },
      },
      'GET /api/admin/products/9': { body: { success: true, product } },
      'GET /api/categories': { body: { success: true, categories: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByText('Mini Dome updated successfully')).toBeInTheDocument();
  });
});

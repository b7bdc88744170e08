import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail, ProductSummary } from '@shop/contract';
import { productSummary as summary } from '../../test/fixtures/catalogue';
import { mockApi, renderRoute, signedOut } from '../../test/render';
import type { Wire } from '../../test/wire';

// The route's page loads lazily: the first render of a file can be slow on a busy machine.
configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const dome = summary({ id: 1, name: 'Dome Camera', price: 129.99 });
const sensor = summary({
  id: 2,
  name: 'Motion Sensor',
  price: 49.5,
  availability: 'low_stock',
  stockLeft: 3,
  categoryId: 2,
  categoryName: 'Alarms',
});
const lock = summary({ id: 3, name: 'Smart Lock', price: 199, availability: 'out_of_stock' });
const enterprise = summary({ id: 4, name: 'Enterprise Access System', price: null, quote: true });

const pagination = (totalItems: number, currentPage = 1, totalPages = 1) => ({
  currentPage,
  totalPages,
  totalItems,
  itemsPerPage: 12,
  hasNext: currentPage < totalPages,
  hasPrev: currentPage > 1,
});

const list = (products: Wire<ProductSummary>[], page = pagination(products.length)) => ({
  body: { success: true, products, pagination: page, priceCeiling: 200 },
});

const categories = {
  body: {
    success: true,
    categories: [
      { id: 1, slug: 'cameras', name: 'Cameras', description: '', productCount: 3 },
      { id: 2, slug: 'alarms', name: 'Alarms', description: '', productCount: 1 },
    ],
  },
};

const domeDetail: Wire<ProductDetail> = {
  ...dome,
  features: ['Night vision up to 30 m', 'Weatherproof IP67'],
  specs: { Resolution: '4MP', 'Field of view': '110°' },
  packages: [
    { id: 11, name: 'Camera only', price: 129.99, features: [] },
    { id: 12, name: 'Installed kit', price: 249.99, features: ['Mounting', 'Cabling'] },
  ],
  compatibleWith: [],
  images: [],
  installation: { available: false, price: null, name: null },
  warrantyMonths: 24,
};
const enterpriseDetail: Wire<ProductDetail> = {
  ...enterprise,
  features: ['Up to 500 doors'],
  specs: {},
  packages: [{ id: 41, name: 'Site survey', price: null, features: [] }],
  compatibleWith: [],
  images: [],
  installation: { available: false, price: null, name: null },
  warrantyMonths: 0,
};

const cartWith = (quantity: number) => ({
  body: {
    success: true,
    message: 'Item added to cart',
    items: [
      {
        item_id: 501,
        product_id: 1,
        package_id: 12,
        product_name: 'Dome Camera',
        package_name: 'Installed kit',
        sku: 'SKU-1',
        unit_price: 249.99,
        line_total: Math.round(249.99 * quantity * 100) / 100,
        product_image: null,
        quantity,
        max_quantity: 10,
        installation_included: false,
        installation_unit_price: null,
      },
    ],
    summary: { itemCount: quantity, lineCount: 1, subtotal: 249.99 * quantity },
  },
});

const baseApi = {
  ...signedOut,
  'GET /api/categories': categories,
  'GET /api/products': list([dome, sensor, lock, enterprise]),
};

/** mockApi keys drop the query string: the fetch mock itself still has the full URLs. */
function queriesOf(path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((url) => url.split('?')[0] === path)
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));
}

const card = (name: string) => {
  const title = screen.getByRole('heading', { name, level: 2 });
  return title.closest('.card') as HTMLElement;
};

async function openDetails(name: string) {
  const user = userEvent.setup();
  // jsdom's name computation drops the space before the visually hidden " of {name}".
  const label = new RegExp(`^View Details\\s*of ${name}$`);
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name });
  return { user, dialog };
}

describe('ProductsPage', () => {
  it('shows the product cards with prices and availability', async () => {
    mockApi(baseApi);
    renderRoute('/products');
    await screen.findByRole('heading', { name: 'Dome Camera' });
    expect(screen.getByRole('heading', { name: /^All Products/ })).toHaveTextContent('4 products');

    expect(within(card('Dome Camera')).getByText('$129.99')).toBeInTheDocument();
    expect(within(card('Dome Camera')).getByText('In Stock')).toBeInTheDocument();
    expect(within(card('Motion Sensor')).getByText('$49.50')).toBeInTheDocument();
    expect(within(card('Motion Sensor')).getByText('Low Stock (3 left)')).toBeInTheDocument();
    expect(within(card('Smart Lock')).getByText('Out of Stock')).toBeInTheDocument();
    expect(
      within(card('Enterprise Access System')).getByText('Request a Quote'),
    ).toBeInTheDocument();
    expect(within(card('Enterprise Access System')).queryByText(/\$/)).not.toBeInTheDocument();

    const first = queriesOf('/api/products')[0]!;
    expect(first.get('page')).toBe('1');
    expect(first.get('sort')).toBe('featured');
    expect(first.has('maxPrice')).toBe(false);
  });

  it('choosing a category asks for that category from page 1 and renames the heading', async () => {
    const calls = mockApi({
      ...baseApi,
      'GET /api/products': list([dome], pagination(30, 1, 3)),
      'GET /api/products/category/2': list([sensor]),
    });
    const { router } = renderRoute('/products?page=2');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Dome Camera' });
    expect(queriesOf('/api/products')[0]!.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: /^Alarms/ }));
    expect(await screen.findByRole('heading', { name: 'Motion Sensor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Alarms/, level: 2 })).toHaveTextContent(
      'Alarms1 products',
    );
    expect(screen.getByRole('button', { name: /^Alarms/ })).toHaveAttribute('aria-current', 'true');
    expect(calls.filter((c) => c.key === 'GET /api/products/category/2')).toHaveLength(1);
    expect(queriesOf('/api/products/category/2')[0]!.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?category=2');
  });

  it('changing the sort asks the server for sort=price-low', async () => {
    mockApi(baseApi);
    const { router } = renderRoute('/products');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Dome Camera' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await waitFor(() => expect(queriesOf('/api/products')).toHaveLength(2));
    const sent = queriesOf('/api/products')[1]!;
    expect(sent.get('sort')).toBe('price-low');
    expect(sent.get('page')).toBe('1');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-low');
    expect(router.state.location.search).toBe('?sort=price-low');
  });

  it('the pager links to the next page of the same list', async () => {
    mockApi({ ...baseApi, 'GET /api/products': list([dome], pagination(30, 1, 3)) });
    renderRoute('/products?sort=name');
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(queriesOf('/api/products')).toHaveLength(2));
    expect(queriesOf('/api/products')[1]!.get('page')).toBe('2');
    expect(queriesOf('/api/products')[1]!.get('sort')).toBe('name');
  });

  it('the price slider filters with maxPrice once it rests', async () => {
    mockApi(baseApi);
    renderRoute('/products');
    const slider = await screen.findByRole('slider', { name: /Price range/ });
    expect(screen.getByText('Any price')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '100' } });
    expect(screen.getByText('Up to $100')).toBeInTheDocument();
    expect(queriesOf('/api/products')).toHaveLength(1);
    await waitFor(() => expect(queriesOf('/api/products')).toHaveLength(2));
    expect(queriesOf('/api/products')[1]!.get('maxPrice')).toBe('100');
  });

  it('an empty category says so and offers all products', async () => {
    mockApi({ ...baseApi, 'GET /api/products/category/2': list([]) });
    renderRoute('/products?category=2');
    const user = userEvent.setup();
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All Products' }));
    expect(await screen.findByRole('heading', { name: 'Dome Camera' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^All Products/, level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('No products found in this category.')).not.toBeInTheDocument();
  });

  it('a failed product list shows the error with Try Again', async () => {
    mockApi({ ...baseApi, 'GET /api/products': { status: 500, body: { error: 'boom' } } });
    renderRoute('/products');
    expect(
      await screen.findByText('Failed to load products. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('failed categories show their own error while the products still load', async () => {
    mockApi({ ...baseApi, 'GET /api/categories': { status: 500, body: { error: 'boom' } } });
    renderRoute('/products');
    expect(
      await screen.findByText('Failed to load categories. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dome Camera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All Products' })).not.toBeInTheDocument();
  });

  it('the details overlay shows features, specs, packages and a quantity stepper', async () => {
    mockApi({
      ...baseApi,
      'GET /api/products/1': { body: { success: true, product: domeDetail } },
    });
    const { router } = renderRoute('/products');
    const { user, dialog } = await openDetails('Dome Camera');
    expect(router.state.location.search).toBe('?product=1');

    const d = within(dialog);
    expect(d.getByText('Night vision up to 30 m')).toBeInTheDocument();
    expect(d.getByText('Weatherproof IP67')).toBeInTheDocument();
    // One warranty: the badge and the specifications' last row say the same term.
    expect(d.getByText('2-year warranty')).toBeInTheDocument();
    expect(d.getByRole('rowheader', { name: 'Warranty' })).toBeInTheDocument();
    expect(d.getByRole('cell', { name: '2 years' })).toBeInTheDocument();
    expect(d.getByRole('rowheader', { name: 'Resolution' })).toBeInTheDocument();
    expect(d.getByRole('cell', { name: '4MP' })).toBeInTheDocument();
    expect(d.getByRole('cell', { name: '110°' })).toBeInTheDocument();

    const only = d.getByRole('radio', { name: /Camera only/ });
    const kit = d.getByRole('radio', { name: /Installed kit/ });
    expect(only).toBeChecked();
    await user.click(kit);
    expect(kit).toBeChecked();
    expect(d.getByText('$249.99', { selector: '.fs-3' })).toBeInTheDocument();

    const minus = d.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    expect(d.getByLabelText('Quantity: 1')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Increase quantity' }));
    expect(d.getByLabelText('Quantity: 2')).toBeInTheDocument();
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(d.getByLabelText('Quantity: 1')).toBeInTheDocument();
    expect(minus).toBeDisabled();
    expect(d.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });

  it('a quote product has no Add to Cart but a Request a Quote link', async () => {
    mockApi({
      ...baseApi,
      'GET /api/products/4': { body: { success: true, product: enterpriseDetail } },
    });
    renderRoute('/products');
    const { dialog } = await openDetails('Enterprise Access System');
    const d = within(dialog);
    expect(d.getByText('Up to 500 doors')).toBeInTheDocument();
    expect(d.getByText('No warranty')).toBeInTheDocument();
    expect(d.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(d.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    // The contact form opens with the product named in the subject.
    expect(d.getByRole('link', { name: /Request a Quote/ })).toHaveAttribute(
      'href',
      '/contact?subject=Quote+for+Enterprise+Access+System#quote-form',
    );
  });

  it('a product nobody has rated yet says "No reviews yet" instead of five stars and (0)', async () => {
    const fresh = summary({ id: 5, name: 'Fresh Camera', rating: 5, reviewCount: 0 });
    mockApi({
      ...baseApi,
      'GET /api/products': list([dome, fresh]),
      'GET /api/products/5': {
        body: {
          success: true,
          product: { ...domeDetail, ...fresh, packages: domeDetail.packages },
        },
      },
    });
    renderRoute('/products');
    await screen.findByRole('heading', { name: 'Fresh Camera', level: 2 });
    expect(within(card('Fresh Camera')).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(card('Fresh Camera')).queryByText(/Rated/)).not.toBeInTheDocument();
    expect(within(card('Dome Camera')).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    const { dialog } = await openDetails('Fresh Camera');
    expect(within(dialog).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(dialog).queryByText('(0')).not.toBeInTheDocument();
  });

  it('Add to Cart sends the product, package and quantity, then opens the cart drawer', async () => {
    const calls = mockApi({
      ...baseApi,
      'GET /api/products/1': { body: { success: true, product: domeDetail } },
      'POST /api/cart/add': cartWith(2),
    });
    const { router } = renderRoute('/products');
    const { user, dialog } = await openDetails('Dome Camera');
    await user.click(within(dialog).getByRole('radio', { name: /Installed kit/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));

    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    const adds = calls.filter((c) => c.key === 'POST /api/cart/add');
    expect(adds.map((c) => c.body)).toEqual([{ productId: 1, packageId: 12, quantity: 2 }]);
    // A retry after a lost reply would carry the same key: the server adds once.
    const addCall = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => String(input).startsWith('/api/cart/add'))!;
    expect(new Headers(addCall[1]?.headers).get('Idempotency-Key')).toMatch(/^[\w-]{36}$/);
    expect(within(drawer).getByTitle('Dome Camera')).toHaveTextContent('Dome Camera');
    expect(within(drawer).getByText(/Installed kit/)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Quantity of Dome Camera: 2')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$499.98');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Dome Camera' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument();
  });

  it('a product offered with installation has a labelled checkbox; the add asks for it', async () => {
    const installable: Wire<ProductDetail> = {
      ...domeDetail,
      installation: { available: true, price: 150, name: 'Camera installation' },
    };
    const calls = mockApi({
      ...baseApi,
      'GET /api/products/1': { body: { success: true, product: installable } },
      'POST /api/cart/add': cartWith(1),
    });
    renderRoute('/products');
    const { user, dialog } = await openDetails('Dome Camera');
    const box = within(dialog).getByRole('checkbox', {
      name: 'Add professional installation (+$150.00 per unit)',
    });
    expect(box).not.toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));
    await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(calls.filter((c) => c.key === 'POST /api/cart/add').map((c) => c.body)).toEqual([
      { productId: 1, packageId: 11, quantity: 1, installationIncluded: true },
    ]);
  });

  it('a product without installation offers no checkbox', async () => {
    mockApi({
      ...baseApi,
      'GET /api/products/1': { body: { success: true, product: domeDetail } },
    });
    renderRoute('/products');
    const { dialog } = await openDetails('Dome Camera');
    expect(within(dialog).queryByRole('checkbox', { name: /installation/ })).toBeNull();
  });

  it("a refused add shows the server's reason and keeps the overlay open", async () => {
    mockApi({
      ...baseApi,
      'GET /api/products/1': { body: { success: true, product: domeDetail } },
      'POST /api/cart/add': {
        status: 409,
        body: { error: 'Sorry, only 2 of Dome Camera are in stock.' },
      },
    });
    renderRoute('/products');
    const { user, dialog } = await openDetails('Dome Camera');
    await user.click(within(dialog).getByRole('button', { name: /Add to Cart/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, only 2 of Dome Camera are in stock.',
    );
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open cart, 0 items' })).toBeInTheDocument();
  });

  it('searching from the navbar shows ranked results; category and sort still apply', async () => {
    mockApi({
      ...baseApi,
      'GET /api/products': list([dome, lock]),
      'GET /api/products/category/2': list([sensor]),
      'GET /api/search': {
        body: {
          success: true,
          query: 'camera',
          products: [dome],
          pagination: pagination(1),
          truncated: false,
        },
      },
    });
    const { router } = renderRoute('/products');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(box, 'camera{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=camera'));
    expect(
      await screen.findByRole('heading', { name: /Results for .camera./, level: 2 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(queriesOf('/api/products').at(-1)?.get('search')).toBe('camera'));
    // The default order while searching is the search's own.
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-low');
    await waitFor(() => expect(router.state.location.search).toBe('?search=camera&sort=price-low'));
    await user.click(screen.getByRole('button', { name: /^Alarms/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=camera&category=2&sort=price-low'),
    );
    await waitFor(() =>
      expect(queriesOf('/api/products/category/2').at(-1)?.get('search')).toBe('camera'),
    );
  });

  it('says when nothing matches, with a way back', async () => {
    mockApi({ ...baseApi, 'GET /api/products': list([]) });
    const { router } = renderRoute('/products?search=zzqxv');
    expect(await screen.findByText(/No products match .zzqxv./)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('suggests up to six products while typing, by keyboard too, and "/" focuses the box', async () => {
    mockApi({
      ...baseApi,
      'GET /api/search': {
        body: {
          success: true,
          query: 'do',
          products: [dome, enterprise],
          pagination: pagination(2),
          truncated: false,
        },
      },
      'GET /api/products/4': { body: { success: true, product: enterpriseDetail } },
    });
    const { router } = renderRoute('/products');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await user.keyboard('/');
    expect(box).toHaveFocus();
    await user.keyboard('do');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await waitFor(() => expect(queriesOf('/api/search').at(-1)?.get('limit')).toBe('6'));
    expect(queriesOf('/api/search').at(-1)?.get('q')).toBe('do');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getAllByRole('option')[1]!.id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?product=4'));
    expect(
      await screen.findByRole('dialog', { name: 'Enterprise Access System' }),
    ).toBeInTheDocument();
  });
});

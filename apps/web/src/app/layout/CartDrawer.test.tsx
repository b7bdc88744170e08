import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READ_ONLY_MESSAGE, type CartItem } from '@shop/contract';
import { customerUser, emptyCart, mockApi, renderRoute, signedOut } from '../../test/render';
import type { Wire } from '../../test/wire';

// The route's page loads lazily: the first render of a file can be slow on a busy machine.
configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const camera: Wire<CartItem> = {
  item_id: 31,
  product_id: 1,
  package_id: 11,
  product_name: 'Dome Camera',
  package_name: 'Installed kit',
  sku: 'CAM-1',
  unit_price: 120,
  line_total: 240,
  product_image: null,
  quantity: 2,
  max_quantity: 10,
  installation_included: false,
  installation_unit_price: null,
};
const sensor: Wire<CartItem> = {
  item_id: 32,
  product_id: 2,
  package_id: 21,
  product_name: 'Motion Sensor',
  package_name: 'Single',
  sku: 'SEN-1',
  unit_price: 45.5,
  line_total: 45.5,
  product_image: null,
  quantity: 1,
  max_quantity: 4,
  installation_included: false,
  installation_unit_price: null,
};

const cartOf = (...items: Wire<CartItem>[]) => ({
  body: {
    success: true,
    items,
    summary: {
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      lineCount: items.length,
      subtotal: items.reduce((n, i) => n + i.line_total, 0),
    },
  },
});

/** What /products asks for, after Continue Shopping. */
const productsPage = {
  'GET /api/categories': { body: { success: true, categories: [] } },
  'GET /api/products': {
    body: {
      success: true,
      products: [],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalItems: 0,
        itemsPerPage: 12,
        hasNext: false,
        hasPrev: false,
      },
      priceCeiling: 500,
    },
  },
};

async function openDrawer(items: number) {
  const user = userEvent.setup();
  const name = `Open cart, ${items} ${items === 1 ? 'item' : 'items'}`;
  await user.click(await screen.findByRole('button', { name }));
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
  return { user, drawer };
}

/** The cart line (li) of a product, found by its name. */
const line = (drawer: HTMLElement, productName: string) =>
  within(drawer).getByTitle(productName).closest('li') as HTMLElement;

describe('CartDrawer', () => {
  it('the navbar cart button shows the item count', async () => {
    mockApi({ ...signedOut, 'GET /api/cart': cartOf(camera, sensor) });
    renderRoute('/');
    const button = await screen.findByRole('button', { name: 'Open cart, 3 items' });
    expect(within(button).getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument();
  });

  it('lists the lines with package, quantity and total, and the way to checkout', async () => {
    mockApi({ ...signedOut, 'GET /api/cart': cartOf(camera, sensor), ...productsPage });
    const { router } = renderRoute('/');
    const { user, drawer } = await openDrawer(3);

    const cam = line(drawer, 'Dome Camera');
    expect(cam).toHaveTextContent('Installed kit · $120.00 each');
    expect(within(cam).getByLabelText('Quantity of Dome Camera: 2')).toBeInTheDocument();
    expect(cam).toHaveTextContent('$240.00');
    const sen = line(drawer, 'Motion Sensor');
    expect(sen).toHaveTextContent('Single · $45.50 each');
    expect(within(sen).getByLabelText('Quantity of Motion Sensor: 1')).toBeInTheDocument();
    expect(
      within(sen).getByRole('button', { name: 'Decrease quantity of motion sensor' }),
    ).toBeDisabled();

    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$285.50');
    expect(within(drawer).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    const continueShopping = within(drawer).getByRole('link', { name: 'Continue Shopping' });
    expect(continueShopping).toHaveAttribute('href', '/products');

    await user.click(continueShopping);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument(),
    );
  });

  it('a guest account keeps its cart but is told it cannot check out', async () => {
    mockApi({
      'GET /api/check-auth': {
        body: { isAuthenticated: true, user: { ...customerUser, role: 'guest' } },
      },
      'GET /api/cart': cartOf(camera),
    });
    renderRoute('/');
    const { drawer } = await openDrawer(2);
    expect(within(drawer).queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    const checkout = within(drawer).getByRole('button', { name: 'Proceed to Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(READ_ONLY_MESSAGE);
  });

  it('an empty cart says so and offers the products', async () => {
    mockApi({ ...signedOut, 'GET /api/cart': emptyCart });
    renderRoute('/');
    const button = await screen.findByRole('button', { name: 'Open cart, 0 items' });
    expect(within(button).queryByTestId('cart-count')).not.toBeInTheDocument();
    const { drawer } = await openDrawer(0);
    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(drawer).queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('+ asks the server for one more and shows the cart it answers', async () => {
    const calls = mockApi({
      ...signedOut,
      'GET /api/cart': cartOf(camera, sensor),
      'PUT /api/cart/update/31': cartOf({ ...camera, quantity: 3, line_total: 360 }, sensor),
    });
    renderRoute('/');
    const { user, drawer } = await openDrawer(3);
    await user.click(
      within(line(drawer, 'Dome Camera')).getByRole('button', {
        name: 'Increase quantity of dome camera',
      }),
    );
    expect(await within(drawer).findByLabelText('Quantity of Dome Camera: 3')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/cart/update/31').map((c) => c.body)).toEqual([
      { quantity: 3 },
    ]);
    expect(line(drawer, 'Dome Camera')).toHaveTextContent('$360.00');
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$405.50');
    expect(screen.getByRole('button', { name: 'Open cart, 4 items' })).toBeInTheDocument();
  });

  it('an installed line shows its installation and the call-out fee; the switch removes it on the server', async () => {
    const installed: Wire<CartItem> = {
      ...camera,
      installation_included: true,
      installation_unit_price: 150,
      line_total: 540,
    };
    const withInstallation = {
      body: {
        ...cartOf(installed).body,
        summary: {
          itemCount: 2,
          lineCount: 1,
          subtotal: 635,
          callOutFee: { name: 'Call-out fee', price: 95 },
        },
      },
    };
    const calls = mockApi({
      ...signedOut,
      'GET /api/cart': withInstallation,
      'PUT /api/cart/update/31': cartOf({ ...camera, installation_unit_price: 150 }),
    });
    renderRoute('/');
    const { user, drawer } = await openDrawer(2);
    const cam = line(drawer, 'Dome Camera');
    expect(within(cam).getByTestId('cart-line-installation')).toHaveTextContent(
      'Installation: $150.00 x 2',
    );
    expect(cam).toHaveTextContent('$540.00');
    expect(within(drawer).getByTestId('cart-call-out')).toHaveTextContent('Call-out fee');
    expect(within(drawer).getByTestId('cart-call-out')).toHaveTextContent('$95.00');
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$635.00');

    const toggle = within(cam).getByRole('checkbox', { name: /Professional installation/ });
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(within(drawer).queryByTestId('cart-line-installation')).toBeNull());
    expect(calls.filter((c) => c.key === 'PUT /api/cart/update/31').map((c) => c.body)).toEqual([
      { quantity: 2, installationIncluded: false },
    ]);
    expect(within(drawer).queryByTestId('cart-call-out')).toBeNull();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$240.00');
    expect(within(line(drawer, 'Dome Camera')).getByRole('checkbox')).not.toBeChecked();
  });

  it('Remove deletes the line on the server', async () => {
    const calls = mockApi({
      ...signedOut,
      'GET /api/cart': cartOf(camera, sensor),
      'DELETE /api/cart/remove/32': cartOf(camera),
    });
    renderRoute('/');
    const { user, drawer } = await openDrawer(3);
    // jsdom's name computation drops the space before the visually hidden product name.
    await user.click(
      within(line(drawer, 'Motion Sensor')).getByRole('button', {
        name: /^Remove\s*Motion Sensor$/,
      }),
    );
    await waitFor(() => expect(within(drawer).queryByTitle('Motion Sensor')).toBeNull());
    expect(calls.filter((c) => c.key === 'DELETE /api/cart/remove/32')).toHaveLength(1);
    expect(within(drawer).getByTitle('Dome Camera')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$240.00');
    expect(screen.getByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument();
  });

  it("a refused change shows the server's reason and the cart as it is", async () => {
    const calls = mockApi({
      ...signedOut,
      'GET /api/cart': cartOf(camera, sensor),
      'PUT /api/cart/update/31': {
        status: 409,
        body: { error: 'Sorry, only 2 of Dome Camera are in stock.' },
      },
    });
    renderRoute('/');
    const { user, drawer } = await openDrawer(3);
    await user.click(
      within(line(drawer, 'Dome Camera')).getByRole('button', {
        name: 'Increase quantity of dome camera',
      }),
    );
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Sorry, only 2 of Dome Camera are in stock.',
    );
    expect(within(drawer).getByLabelText('Quantity of Dome Camera: 2')).toBeInTheDocument();
    // The cart is asked for again, to show what the server has now.
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/cart').length).toBeGreaterThanOrEqual(2),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Dismiss' }));
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });
});

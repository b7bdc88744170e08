import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IMAGE_MESSAGES,
  MAX_UPLOAD_BYTES,
  type AdminImage,
  type AdminProductSummary,
} from '@shop/contract';
import { adminUser, mockApi, renderRoute } from '../../../../test/render';
import { pagination } from '../../../../test/fixtures/common';
import type { Wire } from '../../../../test/wire';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => vi.unstubAllGlobals());

const setup = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, ...options });

const row = (id: number, name: string): Wire<AdminProductSummary> => ({
  id,
  sku: `SV-${id}`,
  name,
  categoryId: 1,
  categoryName: 'IP Cameras',
  price: 100,
  quote: false,
  stock: 4,
  status: 'in_stock',
  defaultLocation: null,
  image: null,
  archived: false,
  warrantyMonths: 12,
});

const image = (id: number, position: number): AdminImage => ({
  id,
  position,
  url: `/api/images/products/p${id}-400.webp`,
  srcSet: '',
  width: 400,
  height: 400,
  alt: '',
});

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/check-auth': { body: { isAuthenticated: true, user: adminUser } },
    'GET /api/categories': { body: { success: true, categories: [] } },
    'GET /api/admin/products': {
      body: {
        success: true,
        products: [row(21, 'Dome One'), row(22, 'Bullet Two')],
        pagination: pagination(2, 1, 20),
        truncated: false,
      },
    },
    'GET /api/admin/products/21/images': {
      body: { success: true, images: [image(1, 0), image(2, 1), image(3, 2)] },
    },
    'GET /api/admin/products/22/images': { body: { success: true, images: [image(9, 0)] } },
    ...overrides,
  });
}

async function openImages(user: ReturnType<typeof setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Manage images of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Images of ${name}` });
  await within(dialog).findAllByRole('img');
  return dialog;
}

const sentOrder = (calls: { key: string; body: unknown }[]) =>
  calls
    .filter((c) => c.key === 'PUT /api/admin/products/21/images')
    .map((c) => (c.body as { order: number[] }).order);

describe('Manage images dialog', () => {
  it('asks before deleting a picture; Cancel keeps it, Delete removes it', async () => {
    let ids = [1, 2, 3];
    const calls = api({
      'GET /api/admin/products/21/images': () => ({
        body: { success: true, images: ids.map((id, i) => image(id, i)) },
      }),
      'DELETE /api/admin/products/21/images/2': () => {
        ids = [1, 3];
        return { body: { success: true, images: ids.map((id, i) => image(id, i)) } };
      },
    });
    const user = setup();
    renderRoute('/admin/products');
    const dialog = await openImages(user, 'Dome One');
    await user.click(within(dialog).getByRole('button', { name: 'Delete image 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(confirm).toHaveTextContent('Image 2 of Dome One will be removed from the shop.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this image?' })).toBeNull(),
    );
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete image 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this image?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));
    expect(calls.filter((c) => c.key === 'DELETE /api/admin/products/21/images/2')).toHaveLength(1);
  });

  it('keeps focus on the moved picture, so a keyboard user can move it again', async () => {
    let order = [1, 2, 3];
    const calls = api({
      'GET /api/admin/products/21/images': () => ({
        body: { success: true, images: order.map((id, i) => image(id, i)) },
      }),
      'PUT /api/admin/products/21/images': (body) => {
        order = (body as { order: number[] }).order;
        return { body: { success: true, images: order.map((id, i) => image(id, i)) } };
      },
    });
    const user = setup();
    renderRoute('/admin/products');
    const dialog = await openImages(user, 'Dome One');
    within(dialog).getByRole('button', { name: 'Move image 1 later' }).focus();
    await user.keyboard('{Enter}');
    // Picture 1 is second now: focus is on its own "later" button, under its new label.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Move image 2 later' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    // Last: "later" is disabled, focus falls back to its "earlier" button.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Move image 3 earlier' })).toHaveFocus(),
    );
    expect(sentOrder(calls)).toEqual([
      [2, 1, 3],
      [2, 3, 1],
    ]);
    // Make main: the button goes away, focus lands on the new main picture's "later".
    await user.click(within(dialog).getAllByRole('button', { name: 'Make main' })[1]!);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Move image 1 later' })).toHaveFocus(),
    );
    expect(sentOrder(calls).at(-1)).toEqual([1, 2, 3]);
  });

  it('checks the chosen files before sending, and an error stays with its product', async () => {
    const calls = api();
    const user = setup({ applyAccept: false });
    renderRoute('/admin/products');
    let dialog = await openImages(user, 'Dome One');
    const input = within(dialog).getByLabelText(/Upload more images/);
    const files = Array.from(
      { length: 11 },
      (_, i) => new File([new Uint8Array([1])], `p${i}.png`, { type: 'image/png' }),
    );
    await user.upload(input, files);
    expect(await within(dialog).findByText(IMAGE_MESSAGES.tooMany)).toBeInTheDocument();
    const big = new File([new Uint8Array(1)], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(input, big);
    expect(
      await within(dialog).findByText(`huge.png: ${IMAGE_MESSAGES.tooLarge}`),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/products/21/images')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openImages(user, 'Bullet Two');
    expect(within(dialog).queryByText(/10 MB$/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

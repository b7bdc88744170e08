import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import { person } from '../../test/fixtures/people';

configure({ asyncUtilTimeout: 3000 });
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the user form', () => {
  it("keeps a Canadian's country on save, and asks for a country the shop does not know", async () => {
    const user = userEvent.setup({ delay: null });
    const canadian = person({
      address: {
        street: '24 Sussex Dr',
        city: 'Ottawa',
        state: 'ON',
        zipCode: 'K1M 1M4',
        country: 'Canada',
      },
    });
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/users/21': { body: { success: true, user: canadian } },
      'PUT /api/admin/users/21': {
        body: { success: true, user: canadian, message: 'User updated successfully!' },
      },
    });
    renderRoute('/admin/users/21/edit');
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveValue('Canada'));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'PUT /api/admin/users/21')!.body as {
      address: { country: string };
    };
    expect(sent.address.country).toBe('Canada');
  });

  it('an unknown saved country is not replaced: the admin is asked to choose', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi({
      ...signedInAdmin,
      'GET /api/admin/users/21': {
        body: { success: true, user: person({ address: { ...person().address, country: 'UK' } }) },
      },
    });
    renderRoute('/admin/users/21/edit');
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Cora'),
    );
    expect(country).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Choose a country from the list')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/admin/users/21')).toBe(false);
  });

  it('shows every message of docs/modules/users.md#messages before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi({ ...signedInAdmin });
    renderRoute('/admin/users/new');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), '');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12-ab');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Reno');
    await user.type(document.querySelector<HTMLInputElement>('#user-password')!, 'abc');
    await user.type(document.querySelector<HTMLInputElement>('#user-confirm-password')!, 'abd');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    for (const text of [
      'Please fix the validation errors before submitting',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Role is required',
      'Password must be at least 6 characters',
      'Passwords do not match',
      'Invalid phone number format',
      'Street address is required when address is provided',
      'ZIP code is required when address is provided',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.key === 'POST /api/admin/users')).toBe(false);
  });

  it('drops the "fix the validation errors" alert once the fields are valid again', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ ...signedInAdmin });
    renderRoute('/admin/users/new');
    await user.click(await screen.findByRole('button', { name: 'Create User' }));
    expect(
      await screen.findByText('Please fix the validation errors before submitting'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Cora');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Client');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'cora@example.com');
    await user.type(document.querySelector<HTMLInputElement>('#user-password')!, 'secret1');
    await user.type(document.querySelector<HTMLInputElement>('#user-confirm-password')!, 'secret1');
    await waitFor(() =>
      expect(screen.queryByText('Please fix the validation errors before submitting')).toBeNull(),
    );
  });

  it('presets permissions by role, allows Manage Users only for admins, hides them for customers', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ ...signedInAdmin });
    renderRoute('/admin/users/new');
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(screen.queryByText('Permissions')).toBeNull();
    await user.selectOptions(role, 'manager');
    expect(screen.getByRole('checkbox', { name: 'Manage Products' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manage Users' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Manage Users' })).not.toBeChecked();
    expect(screen.getByText('Can manage products and view reports')).toBeInTheDocument();
    await user.selectOptions(role, 'admin');
    for (const name of ['View Reports', 'Manage Products', 'Manage Orders', 'Manage Users']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    }
    await user.selectOptions(role, 'customer');
    expect(screen.queryByText('Permissions')).toBeNull();
  });

  it('creates the user, says so, and returns to the list after 2 seconds; server errors go to their fields', async () => {
    const user = userEvent.setup({ delay: null });
    let attempt = 0;
    const calls = mockApi({
      ...signedInAdmin,
      'POST /api/admin/users': () =>
        ++attempt === 1
          ? {
              status: 409,
              body: {
                error: 'An account with this email already exists',
                errors: { email: 'An account with this email already exists' },
              },
            }
          : {
              status: 201,
              body: { success: true, user: person(), message: 'User created successfully!' },
            },
      'GET /api/admin/users': {
        body: {
          success: true,
          users: [],
          pagination: {
            currentPage: 1,
            totalPages: 1,
            totalItems: 0,
            itemsPerPage: 10,
            hasNext: false,
            hasPrev: false,
            total: 0,
          },
        },
      },
      'GET /api/admin/users/stats': {
        body: {
          success: true,
          stats: { total: 0, active: 0, inactive: 0, admins: 0, customers: 0 },
        },
      },
    });
    const { router } = renderRoute('/admin/users/new');
    await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Cora');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Client');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'cora@example.com');
    await user.type(document.querySelector<HTMLInputElement>('#user-password')!, 'secret1');
    await user.type(document.querySelector<HTMLInputElement>('#user-confirm-password')!, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(
      await screen.findAllByText('An account with this email already exists'),
    ).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    const sent = calls.filter((c) => c.key === 'POST /api/admin/users').at(-1)!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ firstName: 'Cora', email: 'cora@example.com', role: 'customer' });
    expect(router.state.location.pathname).toBe('/admin/users/new');
    // Saved: no second POST while it waits to return.
    expect(screen.getByRole('button', { name: 'Create User' })).toBeDisabled();
    await act(() => new Promise((r) => setTimeout(r, 2100)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSettings, AdminTaxRate } from '@shop/contract';
import { mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import { settingsPageSections, shopSettings } from '../../test/fixtures/settings';
import { shopDay } from '../../lib/format';
import type { Wire } from '../../test/wire';

afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ delay: null });

const empty: Wire<AdminSettings> = {
  settings: null,
  shippingRate: 10,
  updatedAt: null,
  updatedBy: null,
};

const nevada: AdminTaxRate = {
  state: 'NV',
  name: 'Nevada',
  rate: 0.0824,
  effectiveFrom: null,
  changedAt: null,
  changedBy: null,
  upcoming: null,
};
const utah: AdminTaxRate = {
  ...nevada,
  state: 'UT',
  name: 'Utah',
  rate: 0.0742,
  effectiveFrom: '2026-11-01',
  changedAt: '2026-11-01T16:00:00.000Z',
  changedBy: 'Ada Admin',
};

// The sections below the details each load their own data (the installation settings).
const taxTable = {
  ...settingsPageSections,
  'GET /api/admin/tax-rates': { body: { rates: [nevada, utah] } },
  'GET /api/admin/tax-rates/NV/history': {
    body: { state: 'NV', name: 'Nevada', publishedRate: 0.0824, changes: [] },
  },
};

describe('/admin/settings', () => {
  it('a new shop fills in its details: required fields are asked for, then the save is sent and confirmed', async () => {
    const saved: Wire<AdminSettings> = {
      settings: {
        companyName: 'Northwind Cameras',
        shortName: '',
        legalName: '',
        tagline: '',
        street: '12 Harbour Road',
        cityLine: 'Reno, NV 89501',
        phone: '(775) 555-0110',
        email: 'hello@northwind.example.com',
        hours: [{ days: 'Monday - Friday', time: '9 - 5' }],
        social: { facebook: '', instagram: '', linkedin: '', x: '', youtube: '' },
        shippingRate: 12.5,
      },
      shippingRate: 12.5,
      updatedAt: '2026-11-25T18:00:00.000Z',
      updatedBy: 'Ada Admin',
    };
    const calls = mockApi({
      ...signedInAdmin,
      ...shopSettings(null),
      ...taxTable,
      'GET /api/admin/settings': { body: empty },
      'PUT /api/admin/settings': { body: saved },
    });
    const u = user();
    renderRoute('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText(/Not filled in yet/)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveFocus();
    expect(calls.some((c) => c.key === 'PUT /api/admin/settings')).toBe(false);

    await u.type(screen.getByLabelText(/Company name/), 'Northwind Cameras');
    await u.type(screen.getByLabelText(/Street address/), '12 Harbour Road');
    await u.type(screen.getByLabelText(/City, state and ZIP/), 'Reno, NV 89501');
    await u.type(screen.getByLabelText(/^Phone/), '(775) 555-0110');
    await u.type(screen.getByLabelText(/^E-mail/), 'hello@northwind.example.com');
    const shipping = screen.getByLabelText(/Flat shipping rate/);
    expect(shipping).toHaveValue(10);
    await u.clear(shipping);
    await u.type(shipping, '12.345');
    await u.click(screen.getByRole('button', { name: 'Add opening hours' }));
    await u.type(screen.getByLabelText('Days, line 1'), 'Monday - Friday');
    await u.type(screen.getByLabelText('Hours, line 1'), '9 - 5');
    await u.type(screen.getByLabelText('LinkedIn'), 'javascript:alert(1)');
    await u.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(/Must be an absolute https:\/\/ address/)).toBeInTheDocument();
    expect(
      screen.getByText('Enter an amount in dollars and cents (at most two decimals)'),
    ).toBeInTheDocument();
    await u.clear(screen.getByLabelText('LinkedIn'));
    await u.clear(shipping);
    await u.type(shipping, '12.5');
    await u.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/admin/settings');
    expect(put?.body).toMatchObject({
      companyName: 'Northwind Cameras',
      street: '12 Harbour Road',
      cityLine: 'Reno, NV 89501',
      phone: '(775) 555-0110',
      email: 'hello@northwind.example.com',
      hours: [{ days: 'Monday - Friday', time: '9 - 5' }],
      shippingRate: 12.5,
    });
    expect(screen.getByText(/Last saved .* by Ada Admin/)).toBeInTheDocument();
    // The storefront's copy is asked again, so the footer shows the save.
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/settings').length).toBeGreaterThan(1),
    );
  });

  it("shows the server's verdict on a field", async () => {
    mockApi({
      ...signedInAdmin,
      ...taxTable,
      'GET /api/admin/settings': {
        body: {
          ...empty,
          settings: {
            companyName: 'Shop',
            shortName: '',
            legalName: '',
            tagline: '',
            street: '1 Road',
            cityLine: 'Reno, NV 89501',
            phone: '(775) 555-0110',
            email: 'a@example.com',
            hours: [],
            social: { facebook: '', instagram: '', linkedin: '', x: '', youtube: '' },
            shippingRate: 10,
          },
        },
      },
      'PUT /api/admin/settings': {
        status: 400,
        body: { error: 'Invalid input', errors: { email: 'Please enter a valid e-mail address' } },
      },
    });
    const u = user();
    renderRoute('/admin/settings');
    await u.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("edits a state's rate from a date: shows who changed the others and sends a fraction", async () => {
    const calls = mockApi({
      ...signedInAdmin,
      ...taxTable,
      'GET /api/admin/settings': { body: empty },
      'PUT /api/admin/tax-rates/NV': {
        body: { ...nevada, rate: 0.095, effectiveFrom: shopDay(new Date()) },
      },
    });
    const u = user();
    renderRoute('/admin/settings');
    const table = await screen.findByRole('table', { name: 'Sales tax rate of each state' });
    const utahRow = within(table).getByRole('row', { name: /Utah/ });
    expect(utahRow).toHaveTextContent('7.42%');
    expect(utahRow).toHaveTextContent('Ada Admin');
    expect(within(table).getByRole('row', { name: /Nevada/ })).toHaveTextContent('Published rate');

    await u.click(screen.getByRole('button', { name: 'Edit the rate of Nevada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales tax of Nevada' });
    expect(await within(dialog).findByText(/the published rate the shop began with/)).toBeVisible();
    const rate = within(dialog).getByLabelText(/New rate/);
    await u.clear(rate);
    await u.type(rate, '30');
    await u.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText(/Rate must be a percentage/)).toBeInTheDocument();
    await u.clear(rate);
    await u.type(rate, '9.5');
    await u.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await screen.findByText('Tax rate of Nevada saved')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/tax-rates/NV')?.body).toEqual({
      rate: 0.095,
      effectiveFrom: shopDay(new Date()),
    });
  });

  it('a load that fails offers Try Again', async () => {
    mockApi({
      ...signedInAdmin,
      ...taxTable,
      'GET /api/admin/settings': { status: 500, body: { error: 'Internal Server Error' } },
    });
    renderRoute('/admin/settings');
    expect(
      await screen.findByText('Failed to load the settings. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the admin screens of a shop without details', () => {
  it('show a banner leading to /admin/settings', async () => {
    mockApi({
      ...signedInAdmin,
      ...shopSettings(null),
      'GET /api/admin/system': { status: 500, body: { error: 'x' } },
    });
    renderRoute('/admin/system');
    const link = await screen.findByRole('link', { name: "Fill in your shop's details" });
    expect(link).toHaveAttribute('href', '/admin/settings');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import { adminPlan } from '../../test/fixtures/subscriptions-admin';

afterEach(() => vi.unstubAllGlobals());
const setup = () => userEvent.setup({ delay: null });

const PLANS = 'GET /api/admin/plans';
const video = adminPlan({
  id: 2,
  name: 'Video Monitoring',
  monitoring: 'video',
  monthlyPrice: 59,
  yearlyPrice: null,
  setupFee: 0,
  minTermMonths: 0,
  taxable: false,
  responseHours: null,
  extendedWarranty: true,
  position: 2,
  subscriptions: 0,
  status: 'retired',
});

describe('/admin/plans', () => {
  it('lists every plan with its figures, status and subscriptions', async () => {
    mockApi({
      ...signedInAdmin,
      [PLANS]: { body: { success: true, plans: [adminPlan(), video] } },
    });
    renderRoute('/admin/plans');

    const alarm = (await screen.findByText('Alarm Monitoring')).closest('tr')!;
    expect(alarm).toHaveTextContent('Alarm monitoring · 1 visit a year · response within 24 hours');
    expect(alarm).toHaveTextContent('$39.99 a monthor $399.00 a year');
    expect(alarm).toHaveTextContent('$49.00');
    expect(alarm).toHaveTextContent('12 months');
    expect(within(alarm).getByText('Active')).toHaveClass('badge');
    expect(within(alarm).getByText('12')).toBeInTheDocument();
    expect(within(alarm).getByRole('button', { name: 'Retire Alarm Monitoring' })).toBeEnabled();

    const videoRow = screen.getByText('Video Monitoring').closest('tr')!;
    expect(videoRow).toHaveTextContent('Video monitoring');
    expect(videoRow).toHaveTextContent('extended warranty');
    expect(videoRow).toHaveTextContent('$59.00 a monthmonthly only');
    expect(videoRow).toHaveTextContent('None');
    expect(within(videoRow).getByText('Retired')).toHaveClass('badge');
    expect(
      within(videoRow).getByRole('button', { name: 'Offer Video Monitoring again' }),
    ).toBeInTheDocument();
  });

  it('adds a plan: the form reads the amounts, a name the server refuses is told under the field', async () => {
    let taken = true;
    const calls = mockApi({
      ...signedInAdmin,
      [PLANS]: { body: { success: true, plans: [adminPlan()] } },
      'POST /api/admin/plans': () =>
        taken
          ? {
              status: 409,
              body: {
                error: 'Another plan has this name',
                errors: { name: 'Another plan has this name' },
              },
            }
          : {
              status: 201,
              body: { success: true, plan: adminPlan({ id: 9, name: 'Maintenance & Support' }) },
            },
    });
    renderRoute('/admin/plans');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a plan' });

    // Checked in the browser first: nothing is sent without a name and a monthly price.
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await within(dialog).findByText('Enter the plan name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Monthly price/)).toHaveAccessibleDescription(
      'Enter an amount in dollars',
    );
    expect(calls.some((c) => c.key === 'POST /api/admin/plans')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Alarm Monitoring');
    await user.selectOptions(within(dialog).getByLabelText('Monitoring'), 'none');
    const visits = within(dialog).getByLabelText(/^Maintenance visits a year/);
    await user.clear(visits);
    await user.type(visits, '2');
    await user.type(within(dialog).getByLabelText(/^Response \(hours\)/), '48');
    await user.type(within(dialog).getByLabelText(/^Monthly price/), '29.50');
    await user.type(within(dialog).getByLabelText(/^Set-up fee/), '$1,000');
    await user.click(within(dialog).getByLabelText('Extended warranty while the plan runs'));
    await user.click(within(dialog).getByLabelText('Taxable'));
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));

    const name = within(dialog).getByLabelText(/^Name/);
    expect(await within(dialog).findByText('Another plan has this name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(calls.find((c) => c.key === 'POST /api/admin/plans')?.body).toEqual({
      name: 'Alarm Monitoring',
      description: '',
      monitoring: 'none',
      maintenanceVisitsPerYear: 2,
      responseHours: 48,
      extendedWarranty: true,
      monthlyPrice: 29.5,
      yearlyPrice: null,
      setupFee: 1000,
      minTermMonths: 0,
      taxable: false,
      status: 'active',
      position: 2,
    });

    taken = false;
    await user.clear(name);
    await user.type(name, 'Maintenance & Support');
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await screen.findByText('Maintenance & Support added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a plan with its figures filled in', async () => {
    const calls = mockApi({
      ...signedInAdmin,
      [PLANS]: { body: { success: true, plans: [adminPlan()] } },
      'PUT /api/admin/plans/1': { body: { success: true, plan: adminPlan({ monthlyPrice: 44 }) } },
    });
    renderRoute('/admin/plans');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Alarm Monitoring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alarm Monitoring' });
    const monthly = within(dialog).getByLabelText(/^Monthly price/);
    expect(monthly).toHaveValue('39.99');
    expect(within(dialog).getByLabelText(/^Yearly price/)).toHaveValue('399.00');
    expect(within(dialog).getByLabelText(/^Response \(hours\)/)).toHaveValue('24');
    await user.clear(monthly);
    await user.type(monthly, '44');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Alarm Monitoring saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/plans/1')?.body).toMatchObject({
      monthlyPrice: 44,
      yearlyPrice: 399,
      setupFee: 49,
      responseHours: 24,
      minTermMonths: 12,
    });
  });

  it('retires a plan and offers it again', async () => {
    let status: 'active' | 'retired' = 'active';
    const calls = mockApi({
      ...signedInAdmin,
      [PLANS]: () => ({ body: { success: true, plans: [adminPlan({ status })] } }),
      'PUT /api/admin/plans/1': (body) => {
        status = (body as { status: 'active' | 'retired' }).status;
        return { body: { success: true, plan: adminPlan({ status }) } };
      },
    });
    renderRoute('/admin/plans');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Retire Alarm Monitoring' }));
    expect(
      await screen.findByText(
        'Alarm Monitoring retired: it is no longer offered. Its subscriptions run on.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/plans/1')?.body).toEqual({
      status: 'retired',
    });
    await user.click(await screen.findByRole('button', { name: 'Offer Alarm Monitoring again' }));
    expect(await screen.findByText('Alarm Monitoring is offered again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/admin/plans/1').at(-1)?.body).toEqual({
      status: 'active',
    });
  });

  it('says when there is no plan, and offers a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      ...signedInAdmin,
      [PLANS]: () =>
        fail
          ? { status: 503, body: { error: 'Database busy' } }
          : { body: { success: true, plans: [] } },
    });
    renderRoute('/admin/plans');
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    fail = false;
    await setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No plans yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the first plan' })).toBeInTheDocument();
  });

  it('sends a customer home', async () => {
    mockApi({ 'GET /api/check-auth': { body: { isAuthenticated: true, user: customerUser } } });
    const { router } = renderRoute('/admin/plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

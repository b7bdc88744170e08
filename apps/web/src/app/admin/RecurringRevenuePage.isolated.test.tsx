import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, mockApi, renderRoute } from '../../test/render';
import { signedInAdmin } from '../../test/fixtures/common';
import { recurringOf } from '../../test/fixtures/dashboard';

// jsdom has no canvas: each chart stands in as a canvas carrying what the page gave it.
const chart = vi.hoisted(() => ({ drawn: [] as Record<string, unknown>[] }));
vi.mock('react-chartjs-2', () => ({
  Chart: (props: Record<string, unknown>) => {
    chart.drawn.push(props);
    return <canvas role={props.role as string} aria-label={props['aria-label'] as string} />;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  chart.drawn = [];
});

type Drawn = {
  type: string;
  data: {
    labels: string[];
    datasets: { label: string; data: number[]; backgroundColor: string }[];
  };
};
const drawn = (type: string) =>
  chart.drawn.map((props) => props as unknown as Drawn).findLast((props) => props.type === type);

const FIGURES = 'GET /api/admin/recurring-revenue';
const reportsOnlyManager = {
  ...customerUser,
  id: 3,
  role: 'manager',
  permissions: { canViewReports: true },
};
/** A figure's value: the line after its name. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

describe('/admin/recurring-revenue', () => {
  it('shows RMR, the values at the industry multiples, attrition, subscriptions and renewals', async () => {
    mockApi({ ...signedInAdmin, [FIGURES]: { body: { success: true, ...recurringOf() } } });
    renderRoute('/admin/recurring-revenue');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recurring Revenue' }),
    ).toBeInTheDocument();
    await screen.findByText('RMR now');
    expect(valueOf('RMR now')).toHaveTextContent('$2,350.00');
    expect(valueOf('Value at 30× RMR')).toHaveTextContent('$70,500.00');
    expect(valueOf('Value at 50× RMR')).toHaveTextContent('$117,500.00');
    expect(screen.getByText(/commonly valued at 30 to 50 times/)).toBeInTheDocument();
    expect(valueOf('Gross attrition, 12 months')).toHaveTextContent('16.9%');
    expect(valueOf('Net attrition, 12 months')).toHaveTextContent('13.5%');
    expect(valueOf('Yearly renewals, next 30 days')).toHaveTextContent('$799.80');
    expect(screen.getByText('2 yearly plans')).toBeInTheDocument();
    const subs = screen.getByRole('region', { name: 'Attrition and subscriptions' });
    // Staff who run subscriptions open the list of each state.
    expect(within(subs).getByRole('link', { name: '61' })).toHaveAttribute(
      'href',
      '/admin/subscriptions?status=active',
    );
    expect(within(subs).getByRole('link', { name: '3' })).toHaveAttribute(
      'href',
      '/admin/subscriptions?status=past_due',
    );
    expect(within(subs).getByText('Suspended').nextElementSibling).toHaveTextContent('1');
    expect(within(subs).getByText('Paused').nextElementSibling).toHaveTextContent('2');
  });

  it('draws RMR as a line and its moves as bars, losses below zero, and gives the months as a table', async () => {
    mockApi({ ...signedInAdmin, [FIGURES]: { body: { success: true, ...recurringOf() } } });
    renderRoute('/admin/recurring-revenue');

    const images = await screen.findAllByRole('img');
    expect(images.map((i) => i.getAttribute('aria-label'))).toEqual([
      "Recurring monthly revenue at each month's end, Apr 2025 to Mar 2026: from $1,250.00 to $2,350.00.",
      'RMR gained and lost each month, Apr 2025 to Mar 2026: $1,440.00 new, $120.00 expansion, $60.00 contraction and $300.00 churned in all. Gains are drawn above zero, losses below.',
    ]);
    const line = drawn('line')!.data;
    expect(line.labels).toHaveLength(12);
    expect(line.datasets[0]).toMatchObject({ label: 'RMR' });
    expect(line.datasets[0]!.data.slice(0, 2)).toEqual([1250, 1350]);
    const bars = drawn('bar')!.data;
    expect(bars.datasets.map((d) => [d.label, d.data[0]])).toEqual([
      ['New', 120],
      ['Expansion', 10],
      ['Contraction (lost)', -5],
      ['Churned (lost)', -25],
    ]);
    expect(new Set(bars.datasets.map((d) => d.backgroundColor)).size).toBe(4);

    const table = screen.getByRole('table', { name: 'Recurring monthly revenue by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Month',
      'RMR at month end',
      'New',
      'Expansion',
      'Contraction',
      'Churned',
      'Net change',
    ]);
    const march = within(table).getByRole('rowheader', { name: 'Mar 2026' }).closest('tr')!;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$2,350.00', '$120.00', '$10.00', '$5.00', '$25.00', '+$100.00']);
    const total = within(table).getByRole('rowheader', { name: '12 months' }).closest('tr')!;
    expect(total).toHaveTextContent('$1,440.00$120.00$60.00$300.00+$1,200.00');
  });

  it('writes a dash for attrition before there was any RMR, and links nothing for reports-only staff', async () => {
    mockApi({
      'GET /api/check-auth': { body: { isAuthenticated: true, user: reportsOnlyManager } },
      [FIGURES]: {
        body: { success: true, ...recurringOf({ grossAttrition: null, netAttrition: null }) },
      },
    });
    renderRoute('/admin/recurring-revenue');
    expect(await screen.findByText('Gross attrition, 12 months')).toBeInTheDocument();
    expect(valueOf('Gross attrition, 12 months')).toHaveTextContent('—');
    expect(valueOf('Net attrition, 12 months')).toHaveTextContent('—');
    const subs = screen.getByRole('region', { name: 'Attrition and subscriptions' });
    expect(within(subs).queryByRole('link')).toBeNull();
  });

  it('reports a failed load and loads again on Try Again', async () => {
    let fail = true;
    mockApi({
      ...signedInAdmin,
      [FIGURES]: () =>
        fail
          ? { status: 500, body: { error: 'Internal error' } }
          : { body: { success: true, ...recurringOf() } },
    });
    renderRoute('/admin/recurring-revenue');
    expect(await screen.findByText('Failed to load the recurring revenue')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(valueOf('RMR now')).toHaveTextContent('$2,350.00'));
  });
});

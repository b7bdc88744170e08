import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, signedOut } from '../../test/render';
import { SERVICES } from './content';
import { plan, plansReply } from '../../test/fixtures/subscriptions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('service anchors', () => {
  it("each of Home's Learn more links leads to its service on /services", async () => {
    mockApi(signedOut);
    renderRoute('/');
    const cards = SERVICES.filter((s) => s.featuredOnHome);
    expect(cards).toHaveLength(4);
    for (const service of cards) {
      const link = await screen.findByRole('link', { name: `Learn more about ${service.title}` });
      expect(link).toHaveAttribute('href', `/services#${service.id}`);
    }
  });

  it('every service on /services has its anchor', async () => {
    mockApi(signedOut);
    const { container } = renderRoute('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    for (const service of SERVICES) {
      const article = container.querySelector(`article#${service.id}`);
      expect(article, service.id).not.toBeNull();
      expect(within(article as HTMLElement).getByRole('heading')).toHaveTextContent(service.title);
    }
  });

  it('following a Learn more link scrolls to the service', async () => {
    mockApi(signedOut);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const toTop = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoute('/');
    const user = userEvent.setup();
    const learnMore = await screen.findByRole('link', { name: 'Learn more about Alarm Systems' });
    // Home itself scrolls to the top when it appears (after its link can be found, on a busy
    // machine): wait for that, then count only what the link does.
    await waitFor(() => expect(toTop).toHaveBeenCalled());
    toTop.mockClear();
    await user.click(learnMore);
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.hash).toBe('#alarm-systems');
    await waitFor(() =>
      expect(scrolled.mock.contexts).toContain(document.getElementById('alarm-systems')),
    );
    expect(toTop).not.toHaveBeenCalled();
  });

  it('opening /services#access-control directly scrolls there; without an anchor, to the top', async () => {
    mockApi(signedOut);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderRoute('/services#access-control');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    // The layout scrolls in an effect after the page is drawn: awaited, not assumed done.
    await waitFor(() =>
      expect(scrolled.mock.contexts).toEqual([document.getElementById('access-control')]),
    );

    scrolled.mockClear();
    const toTop = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoute('/services#no-such-service');
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    // The page loads on demand; the layout scrolls once it is there.
    await waitFor(() => expect(toTop).toHaveBeenCalledWith(0, 0));
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('monitoring and maintenance plans on /services', () => {
  const video = plan({
    id: 2,
    name: 'Video Monitoring',
    description: 'Cameras watched by our centre.',
    monitoring: 'video',
    maintenanceVisitsPerYear: 2,
    responseHours: null,
    extendedWarranty: true,
    monthlyPrice: 59.99,
    yearlyPrice: null,
    setupFee: 0,
    minTermMonths: 0,
  });

  it('lists each plan with its cover, prices and a Subscribe link, monthly or yearly', async () => {
    mockApi({ ...signedOut, 'GET /api/plans': plansReply([plan(), video]) });
    renderRoute('/services');
    const alarm = await screen.findByRole('article', { name: 'Alarm Monitoring' });
    expect(within(alarm).getByTestId('plan-1-price')).toHaveTextContent('$39.99/month');
    expect(within(alarm).getByText('Or $399.00/year billed yearly.')).toBeInTheDocument();
    expect(within(alarm).getByText('Alarm monitoring')).toBeInTheDocument();
    expect(within(alarm).getByText('1 maintenance visit a year')).toBeInTheDocument();
    expect(within(alarm).getByText('We respond within 24 hours')).toBeInTheDocument();
    expect(within(alarm).getByText('One-time set-up fee: $49.00')).toBeInTheDocument();
    expect(within(alarm).getByText('Minimum term: 12 months')).toBeInTheDocument();
    expect(
      within(alarm).getByRole('link', { name: 'Subscribe to Alarm Monitoring' }),
    ).toHaveAttribute('href', '/subscribe/1?interval=month');

    const cameras = screen.getByRole('article', { name: 'Video Monitoring' });
    expect(within(cameras).getByText('Extended warranty on your devices')).toBeInTheDocument();
    expect(within(cameras).queryByText(/set-up fee/)).toBeNull();
    expect(within(cameras).queryByText(/Minimum term/)).toBeNull();

    const yearly = screen.getByRole('button', { name: 'Yearly' });
    expect(yearly).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(within(alarm).getByTestId('plan-1-price')).toHaveTextContent('$399.00/year');
    expect(within(alarm).getByText('Save $80.88 a year over monthly billing.')).toBeVisible();
    expect(
      within(alarm).getByRole('link', { name: 'Subscribe to Alarm Monitoring' }),
    ).toHaveAttribute('href', '/subscribe/1?interval=year');
    // A plan billed monthly only keeps its monthly price and link.
    expect(within(cameras).getByTestId('plan-2-price')).toHaveTextContent('$59.99/month');
    expect(within(cameras).getByText('Billed monthly only.')).toBeInTheDocument();
    expect(
      within(cameras).getByRole('link', { name: 'Subscribe to Video Monitoring' }),
    ).toHaveAttribute('href', '/subscribe/2?interval=month');
  });

  it('says when no plan is on sale', async () => {
    mockApi(signedOut);
    renderRoute('/services');
    expect(await screen.findByText('No plans are on sale right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yearly' })).toBeNull();
  });

  it('keeps the rest of the page when the plans cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      ...signedOut,
      'GET /api/plans': () =>
        fail ? { status: 500, body: { error: 'boom' } } : plansReply([plan()]),
    });
    renderRoute('/services');
    expect(await screen.findByText('Our plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alarm Systems' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Alarm Monitoring' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, signedOut } from '../../test/render';
import { SERVICES } from './content';

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

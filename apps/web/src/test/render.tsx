import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { shopSettings } from './fixtures/settings';
import { CONTENT_PAGES } from '@shop/contract/content-pages';
import { AppProviders, createQueryClient } from '../app/providers';
import { stubDrift } from './declared-endpoints';
import { routes } from '../app/router';

type Reply = { status?: number; body?: unknown };
/** A reply, or one made from the request's body and its URL (the query a screen sent). */
type Handler = Reply | ((body: unknown, url: URL) => Reply);

/**
 * Calls no handler answered. The api client turns a thrown fetch into an error the screen
 * may swallow, so the setup file fails the test afterwards if this list is not empty.
 */
export const unexpectedCalls: string[] = [];

/** Stubbed answers that do not match their endpoint's declared reply; they fail the test. */
export const driftedStubs: string[] = [];

/**
 * Replaces fetch with canned answers keyed by "METHOD /api/path"; unknown calls are recorded
 * in `unexpectedCalls` and fail the test. Returns the list of calls so tests can assert what
 * was sent.
 */
/** The navbar reads the cart on every page: an empty one unless a test says otherwise. */
export const emptyCart = {
  body: { success: true, items: [], summary: { itemCount: 0, lineCount: 0, subtotal: 0 } },
};

export function mockApi(ownHandlers: Record<string, Handler>) {
  const handlers = { ...defaultHandlers, ...ownHandlers };
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input.toString();
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      // A multipart body (FormData) is recorded as its fields, files by name.
      const body =
        init?.body instanceof FormData
          ? Object.fromEntries(
              [...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
            )
          : init?.body
            ? JSON.parse(String(init.body))
            : undefined;
      calls.push({ key, body });
      const handler = handlers[key];
      if (!handler) {
        unexpectedCalls.push(key);
        throw new Error(`unexpected call ${key}`);
      }
      const reply =
        typeof handler === 'function' ? handler(body, new URL(url, 'http://localhost')) : handler;
      const status = reply.status ?? 200;
      const drift = stubDrift(
        init?.method ?? 'GET',
        new URL(url, 'http://localhost').pathname,
        status,
        reply.body ?? {},
      );
      if (drift) driftedStubs.push(drift);
      // A 204 has no body: the Response constructor refuses one.
      return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const defaultHandlers: Record<string, Handler> = {
  'GET /api/config': { body: { demo: false, demoAdminEmail: null, testPayments: false } },
  // The shop's details every page shows (footer, contact page): TEST_COMPANY.
  ...shopSettings(),
  // The About and Home pages' own blocks: none unless a test says so.
  'GET /api/storefront-blocks': {
    body: { team: [], testimonials: [], stats: [], certifications: [] },
  },
  'GET /api/cart': emptyCart,
  // The Admin menu's count of new leads, for staff.
  'GET /api/admin/leads/new-counts': { body: { contactRequests: 0, siteSurveys: 0 } },
  // The admin product list's High returns badges: none unless a test says so.
  'GET /api/admin/rmas/flagged-products': { body: { success: true, flagged: [] } },
  // Every public page counts its view (app/layout/use-page-view-beacon.ts).
  'POST /api/page-views': { status: 204 },
  // /services lists the plans on sale: none unless a test says so.
  'GET /api/plans': { body: { success: true, plans: [] } },
  // The five public pages ask for their page-editor block: none is published unless a test says so.
  ...Object.fromEntries(
    CONTENT_PAGES.map(({ slug, path }) => [
      `GET /api/pages/${slug}`,
      { body: { slug, path, block: null } },
    ]),
  ),
};

export const signedOut = {
  'GET /api/check-auth': { body: { isAuthenticated: false, user: null } },
};

/** Renders the real app routes at `path` with fresh providers. */
/** The app at `path`; `state` is the history state a screen navigated there with. */
export function renderRoute(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? path : { ...parsePath(path), state }],
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

export const customerUser = {
  id: 7,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  companyName: null,
  role: 'customer',
  accountType: 'personal',
  status: 'active',
  permissions: {},
  emailVerified: true,
};

export const adminUser = {
  ...customerUser,
  id: 1,
  email: 'boss@example.com',
  firstName: 'Bo',
  role: 'admin',
};

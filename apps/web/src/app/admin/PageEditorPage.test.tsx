import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPage, PageVersion } from '@shop/contract';
import { CONTENT_MESSAGES, CONTENT_PAGES } from '@shop/contract/content-pages';
import { adminUser, customerUser, mockApi, renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const signedIn = (user: object) => ({
  'GET /api/check-auth': { body: { isAuthenticated: true, user } },
});

const pageOf = (slug: string, overrides: Partial<AdminPage> = {}): AdminPage => {
  const base = CONTENT_PAGES.find((p) => p.slug === slug)!;
  return {
    slug: base.slug,
    path: base.path,
    title: base.title,
    content: `<p>${base.title} text</p>`,
    published: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'Bo Lee',
    ...overrides,
  };
};

const version = (id: number, overrides: Partial<PageVersion> = {}): PageVersion => ({
  id,
  title: `About v${id}`,
  content: `<p>v${id}</p>`,
  published: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Bo Lee',
  ...overrides,
});

function editorApi(overrides: Record<string, unknown> = {}) {
  return mockApi({
    ...signedIn(adminUser),
    'GET /api/admin/pages': {
      body: {
        pages: CONTENT_PAGES.map(({ slug }) => {
          const { content: _c, ...summary } = pageOf(slug, { published: slug === 'home' });
          return summary;
        }),
      },
    },
    ...Object.fromEntries(
      CONTENT_PAGES.map(({ slug }) => [
        `GET /api/admin/pages/${slug}`,
        { body: { page: pageOf(slug) } },
      ]),
    ),
    ...Object.fromEntries(
      CONTENT_PAGES.map(({ slug }) => [
        `GET /api/admin/pages/${slug}/versions`,
        { body: { versions: [] } },
      ]),
    ),
    ...overrides,
  } as Parameters<typeof mockApi>[0]);
}

const user = () => userEvent.setup({ delay: null });
const pagesNav = () => within(screen.getByRole('navigation', { name: 'Pages' }));

describe('/admin/pages', () => {
  it('opens the home page from /admin/pages and lists the seven pages', async () => {
    editorApi();
    const { router } = renderRoute('/admin/pages');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Editor' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages/home'));
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/admin/pages/home',
      '/admin/pages/about',
      '/admin/pages/services',
      '/admin/pages/contact',
      '/admin/pages/survey',
      '/admin/pages/terms',
      '/admin/pages/privacy',
    ]);
    expect(within(nav).getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('HTML content')).toHaveValue('<p>Home text</p>');
    expect(screen.getByLabelText('Title')).toHaveValue('Home');
    expect(screen.getByLabelText('URL path')).toHaveValue('/');
    expect(screen.getByLabelText('URL path')).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    // The versions come from a request of their own, which may answer after the page's.
    expect(
      await screen.findByText('No saved versions yet. Each save adds one.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sends customers away: the editor is for admins', async () => {
    mockApi(signedIn(customerUser));
    const { router } = renderRoute('/admin/pages/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks before switching pages with unsaved changes, and stays when told', async () => {
    editorApi();
    const { router } = renderRoute('/admin/pages/home');
    const content = await screen.findByLabelText('HTML content', {}, { timeout: 5000 });
    // Clean: switching needs no question.
    await user().click(pagesNav().getByRole('link', { name: /About Us/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages/about'));
    expect(await screen.findByLabelText('HTML content')).toHaveValue('<p>About Us text</p>');
    expect(content).not.toBeInTheDocument();

    await user().type(screen.getByLabelText('HTML content'), '<p>more</p>');
    await user().click(pagesNav().getByRole('link', { name: /Services/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(
      'You have unsaved changes. Are you sure you want to switch pages?',
    );
    await user().click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/pages/about');
    expect(screen.getByLabelText('HTML content')).toHaveValue('<p>About Us text</p><p>more</p>');

    await user().click(pagesNav().getByRole('link', { name: /Services/ }));
    await user().click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Switch page',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages/services'));
    expect(await screen.findByLabelText('HTML content')).toHaveValue('<p>Services text</p>');
  });

  it('asks before leaving the editor with unsaved changes', async () => {
    editorApi();
    const { router } = renderRoute('/admin/pages/contact');
    await user().type(await screen.findByLabelText('Title', {}, { timeout: 5000 }), ' page');
    void router.navigate('/');
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Are you sure you want to leave the page editor?');
    await user().click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('previews what the server sanitises, not the raw HTML', async () => {
    const calls = editorApi({
      'POST /api/admin/pages/preview': {
        body: { content: '<p>Home text</p><img src="x" loading="lazy" />' },
      },
    });
    renderRoute('/admin/pages/home');
    const textarea = await screen.findByLabelText('HTML content', {}, { timeout: 5000 });
    await user().type(textarea, '<img src=x onerror=alert(1)>');
    await user().click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview.innerHTML).toBe('<p>Home text</p><img src="x" loading="lazy">');
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(calls.find((c) => c.key === 'POST /api/admin/pages/preview')?.body).toEqual({
      content: '<p>Home text</p><img src=x onerror=alert(1)>',
    });
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    await user().click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('HTML content')).toHaveValue(
      '<p>Home text</p><img src=x onerror=alert(1)>',
    );
  });

  it('saves title, content and Published, shows the success and is clean again', async () => {
    const saved = pageOf('about', {
      title: 'About our team',
      content: '<p>Clean</p>',
      published: true,
      updatedAt: '2026-11-24T15:00:00.000Z',
    });
    const calls = editorApi({
      'PUT /api/admin/pages/about': {
        body: { success: true, message: 'Page saved and published', page: saved },
      },
    });
    const { router } = renderRoute('/admin/pages/about');
    const title = await screen.findByLabelText('Title', {}, { timeout: 5000 });
    await user().clear(title);
    await user().type(title, 'About our team');
    await user().click(screen.getByRole('checkbox', { name: 'Published' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page saved and published')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/pages/about')?.body).toEqual({
      title: 'About our team',
      content: '<p>About Us text</p>',
      published: true,
    });
    // The editor shows what the server stored.
    expect(screen.getByLabelText('HTML content')).toHaveValue('<p>Clean</p>');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await user().click(pagesNav().getByRole('link', { name: /Home/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages/home'));
  });

  it('shows the field message and the failure when the server refuses a save', async () => {
    editorApi({
      'PUT /api/admin/pages/home': {
        status: 400,
        body: { error: 'Title is required', errors: { title: 'Title is required' } },
      },
    });
    renderRoute('/admin/pages/home');
    const title = await screen.findByLabelText('Title', {}, { timeout: 5000 });
    // The browser's own check stops an empty title before any call.
    await user().clear(title);
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Title is required')).not.toHaveLength(0);
    await user().type(title, 'x');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save page: Title is required')).toBeInTheDocument();
  });

  it('asks for alt text: a picture typed without one is not saved, and Insert picture asks for one first', async () => {
    const calls = editorApi();
    renderRoute('/admin/pages/about');
    const content = await screen.findByLabelText('HTML content', {}, { timeout: 5000 });
    await user().type(content, '<img src="https://example.com/team.jpg">');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    const message = CONTENT_MESSAGES.imageAlt('https://example.com/team.jpg');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'PUT /api/admin/pages/about')).toBe(false);

    // The toolbar's Insert picture asks for the text before it writes the tag.
    await user().clear(content);
    await user().type(content, '<p>Our team</p>');
    await user().click(screen.getByRole('button', { name: 'Insert picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert picture' });
    const d = within(dialog);
    await user().type(d.getByLabelText(/^Picture address/), 'https://example.com/a"b.jpg');
    await user().click(d.getByRole('button', { name: 'Insert' }));
    expect(await d.findByText(CONTENT_MESSAGES.altRequired)).toBeInTheDocument();
    await user().type(d.getByLabelText(/^Alternative text/), 'Our <team> at work');
    await user().click(d.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(content).toHaveValue(
      '<p>Our team</p><img src="https://example.com/a&quot;b.jpg" alt="Our &lt;team&gt; at work">',
    );
    // A decorative picture is said so on purpose: alt="".
    await user().click(screen.getByRole('button', { name: 'Insert picture' }));
    const again = within(await screen.findByRole('dialog', { name: 'Insert picture' }));
    await user().type(again.getByLabelText(/^Picture address/), '/api/images/products/x-400.webp');
    await user().click(again.getByLabelText(/decorative/i));
    await user().click(again.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((content as HTMLTextAreaElement).value).toContain(
      '<img src="/api/images/products/x-400.webp" alt="">',
    );
    // Inserting is not saving.
    expect(calls.some((c) => c.key === 'PUT /api/admin/pages/about')).toBe(false);
  });

  it('restores a version after a confirmation', async () => {
    const calls = editorApi({
      'GET /api/admin/pages/about/versions': { body: { versions: [version(2), version(1)] } },
      'POST /api/admin/pages/about/versions/1/restore': {
        body: {
          success: true,
          message: 'Version restored',
          page: pageOf('about', { title: 'About v1', content: '<p>v1</p>' }),
        },
      },
    });
    renderRoute('/admin/pages/about');
    const list = await screen.findByRole('list', { name: 'Saved versions' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bo Lee');
    await user().click(within(items[1]!).getByRole('button', { name: /Restore/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key.endsWith('/restore'))).toBe(false);
    await user().click(within(items[1]!).getByRole('button', { name: /Restore/ }));
    await user().click(
      within(await screen.findByRole('dialog', { name: 'Restore version' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(screen.getByLabelText('HTML content')).toHaveValue('<p>v1</p>');
    expect(screen.getByLabelText('Title')).toHaveValue('About v1');
  });

  it('offers Retry when the page does not load', async () => {
    editorApi({ 'GET /api/admin/pages/survey': { status: 500, body: { error: 'down' } } });
    renderRoute('/admin/pages/survey');
    expect(
      await screen.findByText('Failed to load page. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTENT_MESSAGES, PAGE_VERSIONS_KEPT } from '@shop/contract';
import { createTestApp, EVERY_PERMISSION, type TestApp, type CallArgs } from './helpers.ts';

type Person = { id: number; email: string; cookie: string };

describe('content pages', () => {
  let t: TestApp;
  let admin: Person;
  let manager: Person;
  let customer: Person;
  const save = (slug: string, body: Record<string, unknown>, who: Person = admin) =>
    t.call('PUT', `/api/admin/pages/${slug}`, who, body);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', EVERY_PERMISSION);
    customer = await t.signUp();
  });
  afterAll(() => t.close());

  it('lets admins only in: managers with every permission, customers and visitors are refused', async () => {
    const calls: CallArgs[] = [
      ['GET', '/api/admin/pages'],
      ['GET', '/api/admin/pages/about'],
      [
        'PUT',
        '/api/admin/pages/about',
        undefined,
        { title: 'x', content: '<p>x</p>', published: true },
      ],
      ['GET', '/api/admin/pages/about/versions'],
      ['POST', '/api/admin/pages/about/versions/1/restore', undefined, {}],
      ['POST', '/api/admin/pages/preview', undefined, { content: '<p>x</p>' }],
    ];
    for (const [method, url, , body] of calls) {
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(method, url, customer, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, manager, body)).statusCode, url).toBe(403);
    }
    // A body that would be invalid is not read before the guard refuses.
    expect((await save('about', { title: 7 }, manager)).statusCode).toBe(403);
    // Nothing was written: no page published, no version recorded.
    const [written] = await t.query<{ pages: number; versions: number }>(
      sql`select (select count(*)::int from content_pages where published) as pages,
                 (select count(*)::int from content_page_versions) as versions`,
    );
    expect(written).toEqual({ pages: 0, versions: 0 });
  });

  it('lists the seven pages with their paths; an unknown slug is a 404', async () => {
    const res = await t.call('GET', '/api/admin/pages', admin);
    expect(res.statusCode).toBe(200);
    const { pages } = res.json() as { pages: { slug: string; path: string; published: boolean }[] };
    expect(pages.map((p) => [p.slug, p.path])).toEqual([
      ['home', '/'],
      ['about', '/about'],
      ['services', '/services'],
      ['contact', '/contact'],
      ['survey', '/survey'],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
    ]);
    for (const url of [
      '/api/admin/pages/nope',
      '/api/pages/nope',
      '/api/admin/pages/nope/versions',
    ]) {
      const r = await t.call('GET', url, admin);
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toMatchObject({ error: 'Page not found' });
    }
    expect((await save('nope', { title: 'x', content: '', published: true })).statusCode).toBe(404);
  });

  it('saves, records who and when, and keeps a draft off the public page', async () => {
    const draft = await save('services', {
      title: 'Our Services',
      content: '<p>Draft text</p>',
      published: false,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      success: true,
      message: 'Page saved',
      page: { slug: 'services', path: '/services', title: 'Our Services', published: false },
    });
    const publicDraft = await t.call('GET', '/api/pages/services');
    expect(publicDraft.statusCode).toBe(200);
    expect(publicDraft.json()).toEqual({ slug: 'services', path: '/services', block: null });
    expect(publicDraft.body).not.toContain('Draft text');

    const published = await save('services', {
      title: 'Our Services',
      content: '<p>Now public</p>',
      published: true,
    });
    expect(published.json()).toMatchObject({ message: 'Page saved and published' });
    const open = await t.call('GET', '/api/pages/services');
    expect(open.json()).toEqual({
      slug: 'services',
      path: '/services',
      block: { title: 'Our Services', content: '<p>Now public</p>', updatedAt: expect.any(String) },
    });
    expect(open.headers['cache-control']).toBe('no-cache');

    // Unpublishing takes it down again at once.
    await save('services', {
      title: 'Our Services',
      content: '<p>Now public</p>',
      published: false,
    });
    expect((await t.call('GET', '/api/pages/services')).json()).toMatchObject({ block: null });

    const detail = (await t.call('GET', '/api/admin/pages/services', admin)).json() as {
      page: { content: string; updatedBy: string; updatedAt: string };
    };
    expect(detail.page.content).toBe('<p>Now public</p>');
    expect(detail.page.updatedBy).toBe('Site Administrator');
    expect(Date.now() - Date.parse(detail.page.updatedAt)).toBeLessThan(60_000);

    const versions = (await t.call('GET', '/api/admin/pages/services/versions', admin)).json() as {
      versions: { content: string; published: boolean; createdBy: string }[];
    };
    expect(versions.versions.map((v) => [v.content, v.published])).toEqual([
      ['<p>Now public</p>', false],
      ['<p>Now public</p>', true],
      ['<p>Draft text</p>', false],
    ]);
    expect(versions.versions[0]!.createdBy).toBe('Site Administrator');
  });

  it('refuses bad input with the field messages and drops unknown fields', async () => {
    const empty = await save('contact', { title: '  ', content: '<p>x</p>', published: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { title: 'Title is required' } });
    const long = await save('contact', { title: 'x'.repeat(121), content: '', published: true });
    expect(long.json()).toMatchObject({
      errors: { title: 'Title must be at most 120 characters' },
    });
    const huge = await save('contact', {
      title: 'x',
      content: 'x'.repeat(100_001),
      published: true,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      errors: { content: 'Content must be at most 100,000 characters' },
    });
    const noFlag = await save('contact', { title: 'x', content: '' });
    expect(noFlag.json()).toMatchObject({
      errors: { published: 'Published must be true or false' },
    });

    const sneaky = await save('contact', {
      title: 'Contact',
      content: '<p>hi</p>',
      published: true,
      path: '/evil',
      slug: 'home',
      updatedBy: customer.id,
      updated_by: customer.id,
    });
    expect(sneaky.statusCode).toBe(200);
    const [row] = await t.query<{ path: string; updated_by: number }>(
      sql`select path, updated_by from content_pages where slug = 'contact'`,
    );
    expect(row).toEqual({ path: '/contact', updated_by: admin.id });
    expect((await t.call('GET', '/api/pages/home')).json()).toMatchObject({ block: null });
  });

  it('refuses content whose sanitised form is past the limit, so a stored page can always be saved again', async () => {
    const versions = async () =>
      (
        await t.query<{ n: number }>(
          sql`select count(*)::int as n from content_page_versions where slug = 'services'`,
        )
      )[0]!.n;
    const before = await versions();
    // 60,000 ampersands pass the input limit but are 300,000 characters once escaped.
    const res = await save('services', {
      title: 'Services',
      content: '&'.repeat(60_000),
      published: false,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ content: 'Content must be at most 100,000 characters' });
    expect(await versions()).toBe(before);
  });

  it('refuses a picture without alt text, as the editor does (an API client too); alt="" is decorative', async () => {
    const versions = async () =>
      (
        await t.query<{ n: number }>(
          sql`select count(*)::int as n from content_page_versions where slug = 'contact'`,
        )
      )[0]!.n;
    const before = await versions();
    const refused = await save('contact', {
      title: 'Contact',
      content: '<p>Our work</p><img src="/images/dock.jpg">',
      published: true,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({
      content: CONTENT_MESSAGES.imageAlt('/images/dock.jpg'),
    });
    expect(await versions()).toBe(before);

    const decorative = await save('contact', {
      title: 'Contact',
      content: '<p>Our work</p><img src="/images/dock.jpg" alt="">',
      published: true,
    });
    expect(decorative.statusCode, decorative.body).toBe(200);
    expect(await versions()).toBe(before + 1);
  });

  it('stores only sanitised HTML: what is stored is what the public gets', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x alt="" onerror="alert(2)">',
      '<svg onload=alert(3)></svg>',
      '<a href="jav&#x09;ascript:alert(4)">a</a>',
      '<a href=" JAVASCRIPT:alert(5)">b</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a>',
      '<iframe src="https://evil.example.com"></iframe>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example.com">',
      '<form action="https://evil.example.com"><input name="card"></form>',
      '<div style="position:fixed;inset:0;z-index:9999" class="position-fixed top-0 z-3 lead">overlay</div>',
      '<p style="background:url(javascript:alert(6));color:expression(alert(7))">style</p>',
      '<a href="https://example.com" target="_blank">new tab</a>',
      '<p>Kept <strong>text</strong></p>',
    ].join('');
    const res = await save('about', { title: 'About', content: hostile, published: true });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.query<{ content: string }>(
      sql`select content from content_pages where slug = 'about'`,
    );
    const stored = row!.content;
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'javascript',
      'data:',
      '<iframe',
      '<meta',
      '<form',
      '<input',
      'position',
      'z-index',
      'z-3',
      'top-0',
      'expression',
      '<svg',
    ]) {
      expect(stored.toLowerCase(), bad).not.toContain(bad);
    }
    expect(stored).toContain('<div class="lead">overlay</div>');
    expect(stored).toContain('rel="noopener noreferrer"');
    expect(stored).toContain('<p>Kept <strong>text</strong></p>');
    const pub = (await t.call('GET', '/api/pages/about')).json() as { block: { content: string } };
    expect(pub.block.content).toBe(stored);

    const preview = await t.call('POST', '/api/admin/pages/preview', admin, { content: hostile });
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as { content: string }).content).toBe(stored);
  });

  it('keeps the last 20 versions and restores one as a new save', async () => {
    for (let i = 1; i <= PAGE_VERSIONS_KEPT + 5; i++) {
      const r = await save('survey', {
        title: `Survey v${i}`,
        content: `<p>v${i}</p>`,
        published: true,
      });
      expect(r.statusCode).toBe(200);
    }
    const [{ count }] = (await t.query<{ count: number }>(
      sql`select count(*)::int as count from content_page_versions where slug = 'survey'`,
    )) as [{ count: number }];
    expect(count).toBe(PAGE_VERSIONS_KEPT);
    const list = (await t.call('GET', '/api/admin/pages/survey/versions', admin)).json() as {
      versions: { id: number; title: string }[];
    };
    expect(list.versions).toHaveLength(PAGE_VERSIONS_KEPT);
    expect(list.versions[0]!.title).toBe('Survey v25');
    expect(list.versions.at(-1)!.title).toBe('Survey v6');

    // Unpublish, then restore v10: title and content come back, Published stays off.
    await save('survey', { title: 'Survey v26', content: '<p>v26</p>', published: false });
    const v10 = list.versions.find((v) => v.title === 'Survey v10')!;
    const restored = await t.call(
      'POST',
      `/api/admin/pages/survey/versions/${v10.id}/restore`,
      admin,
      {},
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      message: 'Version restored',
      page: { title: 'Survey v10', content: '<p>v10</p>', published: false },
    });
    const after = (await t.call('GET', '/api/admin/pages/survey/versions', admin)).json() as {
      versions: { title: string }[];
    };
    expect(after.versions).toHaveLength(PAGE_VERSIONS_KEPT);
    expect(after.versions[0]!.title).toBe('Survey v10');

    // A version of another page, or one that does not exist, is not found.
    const other = (await t.call('GET', '/api/admin/pages/about/versions', admin)).json() as {
      versions: { id: number }[];
    };
    const wrongPage = await t.call(
      'POST',
      `/api/admin/pages/survey/versions/${other.versions[0]!.id}/restore`,
      admin,
      {},
    );
    expect(wrongPage.statusCode).toBe(404);
    expect(wrongPage.json()).toMatchObject({ error: 'Version not found' });
    expect(
      (await t.call('POST', '/api/admin/pages/survey/versions/999999/restore', admin, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/admin/pages/survey/versions/abc/restore', admin, {})).statusCode,
    ).toBe(400);
  });

  it('never leaves a half-written save: a failing version insert rolls the page back', async () => {
    const before = (await t.call('GET', '/api/admin/pages/home', admin)).json() as {
      page: { content: string };
    };
    await t.query(
      sql`alter table content_page_versions add constraint t_fail check (title <> 'FAIL')`,
    );
    try {
      const res = await save('home', { title: 'FAIL', content: '<p>never</p>', published: true });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.query(sql`alter table content_page_versions drop constraint t_fail`);
    }
    const after = (await t.call('GET', '/api/admin/pages/home', admin)).json() as {
      page: { content: string; title: string };
    };
    expect(after.page.content).toBe(before.page.content);
    expect(after.page.title).not.toBe('FAIL');
  });

  it('Terms and Privacy are editable pages: the published block carries the real date of its last edit', async () => {
    const before = Date.now();
    expect(
      (
        await save('terms', {
          title: 'Terms of Service',
          content: '<p>Our terms.</p>',
          published: true,
        })
      ).statusCode,
    ).toBe(200);
    const res = await t.call('GET', '/api/pages/terms');
    expect(res.statusCode).toBe(200);
    const { block } = res.json() as { block: { content: string; updatedAt: string } };
    expect(block.content).toBe('<p>Our terms.</p>');
    expect(Date.parse(block.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(block.updatedAt)).toBeLessThanOrEqual(Date.now());
    expect((await t.call('GET', '/api/pages/privacy')).json()).toMatchObject({ block: null });
  });
});

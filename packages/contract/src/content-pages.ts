/**
 * The public pages whose content block the page editor changes: the spec's five
 * (docs/modules/content.md#screens), and the Terms and Privacy pages (a
 * published block is the document, dated by its last edit). Without zod, so a shop page can name its slug without
 * loading it.
 */
export const CONTENT_PAGES = [
  { slug: 'home', title: 'Home', path: '/' },
  { slug: 'about', title: 'About Us', path: '/about' },
  { slug: 'services', title: 'Services', path: '/services' },
  { slug: 'contact', title: 'Contact', path: '/contact' },
  { slug: 'survey', title: 'Free Site Survey', path: '/survey' },
  { slug: 'terms', title: 'Terms of Service', path: '/terms' },
  { slug: 'privacy', title: 'Privacy Policy', path: '/privacy' },
] as const;

export type PageSlug = (typeof CONTENT_PAGES)[number]['slug'];
export const PAGE_SLUGS = CONTENT_PAGES.map((p) => p.slug) as readonly PageSlug[];

export const isPageSlug = (value: string): value is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(value);

export const contentPageOf = (slug: PageSlug) => CONTENT_PAGES.find((p) => p.slug === slug)!;

/** How many saved versions of each page are kept (the oldest go when a new one is saved). */
export const PAGE_VERSIONS_KEPT = 20;
export const PAGE_TITLE_MAX = 120;
export const PAGE_CONTENT_MAX = 100_000;

export const CONTENT_MESSAGES = {
  notFound: 'Page not found',
  versionNotFound: 'Version not found',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${PAGE_TITLE_MAX} characters`,
  contentTooLong: `Content must be at most ${PAGE_CONTENT_MAX.toLocaleString('en-US')} characters`,
  publishedRequired: 'Published must be true or false',
  saved: 'Page saved',
  savedPublished: 'Page saved and published',
  restored: 'Version restored',
  saveFailed: 'Failed to save page',
  loadFailed: 'Failed to load page. Please try again.',
  unsavedSwitch: 'You have unsaved changes. Are you sure you want to switch pages?',
  unsavedLeave: 'You have unsaved changes. Are you sure you want to leave the page editor?',
  restoreConfirm:
    'Restore this version? Its title and content replace the current ones (and any unsaved changes); the Published switch stays as it is.',
  restoreFailed: 'Failed to restore version',
  previewFailed: 'Failed to load the preview',
  versionsFailed: 'Failed to load the version history',
  imageAlt: (src: string) =>
    `Describe the picture ${src}: add alt text to it (alt="" only for a decorative picture)`,
  altRequired: 'Describe the picture for people who cannot see it, or mark it as decorative',
  imageSrc: 'Give the picture\u2019s address: https://... or a path of this shop (/...)',
} as const;

/**
 * The address of each `<img>` in the HTML that has no alt attribute at all (alt="" is a
 * decorative picture, said so on purpose). Read from the text, as typed in the editor.
 */
export function imagesWithoutAlt(html: string): string[] {
  const missing: string[] = [];
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    if (/\salt\s*=/i.test(tag)) continue;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    missing.push(src ? (src[1] ?? src[2] ?? src[3] ?? '') : '(no address)');
  }
  return missing;
}

/** Text for an HTML attribute value in double quotes. */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

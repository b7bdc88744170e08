import type sanitizeHtml from 'sanitize-html';
import { loadLater } from '../../lib/load-later.ts';

/**
 * The one sanitiser of page-editor HTML (docs/modules/content.md#rules;
 * docs/decisions/0015-content-pages.md). An allow-list: what is not named here is dropped. The
 * public page also draws the block in a box with CSS containment, so even an allowed tag cannot
 * leave it.
 */

const TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
];

/**
 * Bootstrap helpers that would take an element out of the block's box or over the page:
 * positioning, fixed/sticky bars, stacking order, viewport sizes, and the overlay
 * components (modal, offcanvas, toast, popover, tooltip, dropdown).
 */
const ESCAPING_CLASS =
  /^(position-|fixed-|sticky-|z-|vh-|min-vh-|vw-|min-vw-|top-|bottom-|start-|end-|translate-|stretched-link$|modal|offcanvas|toast|popover|tooltip|dropdown|visually-hidden|d-print)/;
const CLASS_NAME = /^[A-Za-z][\w-]{0,63}$/;

export function safeClassNames(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => CLASS_NAME.test(name) && !ESCAPING_CLASS.test(name))
    .join(' ');
}

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];

function transformTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: Record<string, string> = { ...attribs };
  if (out.class !== undefined) {
    const classes = safeClassNames(out.class);
    if (classes) out.class = classes;
    else delete out.class;
  }
  if (tagName === 'a') {
    // A new tab gets no handle on this page (reverse tabnabbing); other targets are dropped.
    if (out.target === '_blank') out.rel = 'noopener noreferrer';
    else {
      delete out.target;
      delete out.rel;
    }
  }
  if (tagName === 'img') out.loading = 'lazy';
  return { tagName, attribs: out };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
  },
  // A small, harmless subset: no position, size, margin, transform or url() can pass.
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: COLOR,
      'background-color': COLOR,
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through|overline)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Text inside a dropped <script>, <style>, <textarea> or <iframe> is dropped with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'title', 'xmp'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  // sanitize-html applies one transform per tag ('*' when none is named): all in one.
  transformTags: { '*': transformTag },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Loaded at the first page saved: the HTML parser under it is not needed idle. */
const sanitizer = loadLater<typeof sanitizeHtml>('sanitize-html');

/** Clean HTML for a page's content block, trimmed. */
export function sanitizePageHtml(html: string): string {
  return sanitizer()(html, OPTIONS).trim();
}

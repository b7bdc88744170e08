import { describe, expect, it } from 'vitest';
import { safeClassNames, sanitizePageHtml as clean } from './page-html.ts';

describe('sanitizePageHtml', () => {
  it('keeps ordinary content', () => {
    const html =
      '<h2>Why us</h2><p class="lead text-center">We <strong>install</strong> and <em>support</em>.</p>' +
      '<ul><li>One</li></ul><a href="/contact">Contact</a> <a href="mailto:a@example.com">mail</a> ' +
      '<a href="tel:+17025550100">call</a><img src="https://example.com/a.jpg" alt="Team">' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    expect(clean(html)).toBe(
      '<h2>Why us</h2><p class="lead text-center">We <strong>install</strong> and <em>support</em>.</p>' +
        '<ul><li>One</li></ul><a href="/contact">Contact</a> <a href="mailto:a@example.com">mail</a> ' +
        '<a href="tel:+17025550100">call</a><img src="https://example.com/a.jpg" alt="Team" loading="lazy" />' +
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
    );
  });

  it.each([
    ['script', '<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['script with a src', '<script src="https://evil.example.com/x.js"></script>', ''],
    ['img onerror', '<img src=x onerror=alert(1)>', '<img src="x" loading="lazy" />'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['body onload', '<body onload=alert(1)><p>x</p></body>', '<p>x</p>'],
    ['iframe', '<iframe src="https://evil.example.com">fallback</iframe>', ''],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example.com">', ''],
    [
      'form action',
      '<form action="https://evil.example.com"><input name="pw"><button>Go</button></form>',
      'Go',
    ],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['style block', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['base href', '<base href="https://evil.example.com/"><p>x</p>', '<p>x</p>'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example.com/x.css">', ''],
  ])('drops %s', (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com/x',
  ])('drops the link target %j', (href) => {
    expect(clean(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('refuses data: and javascript: picture sources', () => {
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
  });

  it('keeps only a small safe subset of styles', () => {
    expect(
      clean(
        '<p style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999;color:#c00;text-align:center">x</p>',
      ),
    ).toBe('<p style="color:#c00;text-align:center">x</p>');
    expect(clean('<p style="width:expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(clean('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(clean('<p style="color:red;behavior:url(x.htc)">x</p>')).toBe(
      '<p style="color:red">x</p>',
    );
  });

  it('filters the classes that take a block out of its box', () => {
    expect(
      clean(
        '<div class="position-fixed top-0 start-0 w-100 vh-100 z-3 fixed-top sticky-top modal stretched-link translate-middle">x</div>',
      ),
    ).toBe('<div class="w-100">x</div>');
    expect(safeClassNames('btn btn-primary  z-n1 "><script> lead')).toBe('btn btn-primary lead');
  });

  it('gives a new-tab link rel="noopener noreferrer" and drops other targets', () => {
    expect(clean('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/about" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/about">x</a>',
    );
  });

  it('drops ids and unknown attributes (no DOM clobbering, no event handlers)', () => {
    expect(
      clean('<p id="initial-data" name="x" onclick="alert(1)" data-x="1" title="t">x</p>'),
    ).toBe('<p title="t">x</p>');
  });
});

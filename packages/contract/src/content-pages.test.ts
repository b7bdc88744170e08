import { describe, expect, it } from 'vitest';
import { escapeAttribute, imagesWithoutAlt } from './content-pages.ts';

describe('imagesWithoutAlt', () => {
  it('names each picture without an alt attribute; alt="" is a decorative one', () => {
    expect(
      imagesWithoutAlt(
        '<p>x</p><img src="a.jpg" alt="Team"><IMG SRC=b.jpg><img alt="" src="c.jpg">' +
          '<img src=\'d.jpg\' data-alt="no"><img><imgx src=e.jpg>',
      ),
    ).toEqual(['b.jpg', 'd.jpg', '(no address)']);
    expect(imagesWithoutAlt('<p>No pictures</p>')).toEqual([]);
  });

  it('escapes what would end the attribute or start a tag', () => {
    expect(escapeAttribute('a"b<c>&d')).toBe('a&quot;b&lt;c&gt;&amp;d');
  });
});

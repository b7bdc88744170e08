import { describe, expect, it } from 'vitest';
import { likePattern } from './sql.ts';

describe('likePattern', () => {
  it('lower-cases and wraps the term', () => {
    expect(likePattern('SV-26')).toBe('%sv-26%');
  });
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

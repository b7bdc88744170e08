import { describe, expect, it } from 'vitest';
import { likePattern, upperPrefixPattern } from './sql.ts';

describe('likePattern', () => {
  it('lower-cases and wraps the term', () => {
    expect(likePattern('SV-26')).toBe('%sv-26%');
  });
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('upperPrefixPattern', () => {
  it('upper-cases, trims and matches what starts with the term, wildcards literally', () => {
    expect(upperPrefixPattern(' sv-ipc_t ')).toBe('SV-IPC\\_T%');
    expect(upperPrefixPattern('50%')).toBe('50\\%%');
  });
});

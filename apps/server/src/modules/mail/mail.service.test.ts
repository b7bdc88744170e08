import { describe, expect, it } from 'vitest';
import { withTimeouts } from './mail.service.ts';

describe('withTimeouts', () => {
  it('gives up on a send well within the two-minute claim', () => {
    const url = new URL(withTimeouts('smtp://user:pass@mail.example.com:587'));
    expect(Number(url.searchParams.get('connectionTimeout'))).toBeLessThanOrEqual(30_000);
    expect(Number(url.searchParams.get('socketTimeout'))).toBeLessThan(120_000);
    expect(url.username).toBe('user');
    expect(url.host).toBe('mail.example.com:587');
  });

  it('keeps values and options already in the URL', () => {
    const url = new URL(withTimeouts('smtp://127.0.0.1:2525?ignoreTLS=true&socketTimeout=5000'));
    expect(url.searchParams.get('ignoreTLS')).toBe('true');
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
  });
});

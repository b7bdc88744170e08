import { describe, expect, it } from 'vitest';
import { sharedLeadingWords, withoutSharedWords } from './shared-words';

describe('sharedLeadingWords', () => {
  it('finds the words every name starts with, each name keeping a word of its own', () => {
    const names = [
      'SecureVision 4MP Dome Camera with Night Vision',
      'SecureVision 4MP Bullet Camera with 100 ft IR',
      'SecureVision 4MP Turret Camera with Two-Way Audio',
    ];
    expect(sharedLeadingWords(names)).toBe('SecureVision 4MP');
    expect(names.map((n) => withoutSharedWords(n, 'SecureVision 4MP'))).toEqual([
      'Dome Camera with Night Vision',
      'Bullet Camera with 100 ft IR',
      'Turret Camera with Two-Way Audio',
    ]);
  });

  it('shares nothing for one name, different names, whole words only, or a short word', () => {
    expect(sharedLeadingWords(['SecureVision Guardian Alarm Hub'])).toBe('');
    expect(sharedLeadingWords(['SecureVision Hub', 'Cat6 Cable 500 ft'])).toBe('');
    expect(sharedLeadingWords(['SecureVision Hub', 'SecureVisionPro Hub'])).toBe('');
    expect(sharedLeadingWords(['4K Dome', '4K Bullet'])).toBe('');
    // A name that is all shared words keeps its last one.
    expect(sharedLeadingWords(['SecureVision Hub', 'SecureVision Hub Kit'])).toBe('SecureVision');
    expect(withoutSharedWords('Cat6 Cable', '')).toBe('Cat6 Cable');
  });
});

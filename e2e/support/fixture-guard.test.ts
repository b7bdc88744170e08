import { describe, expect, it } from 'vitest';
import { fixtureProblems } from './fixture-guard.ts';

const allowed = { NODE_ENV: 'test', E2E_FIXTURES: '1', HOST: '127.0.0.1' };

describe('the end-to-end fixture guard', () => {
  it('allows only NODE_ENV=test, E2E_FIXTURES=1, a loopback HOST and no DATABASE_URL', () => {
    expect(fixtureProblems(allowed)).toEqual([]);
    expect(fixtureProblems({ ...allowed, HOST: '::1' })).toEqual([]);
    expect(fixtureProblems({ ...allowed, HOST: 'localhost', DATABASE_URL: ' ' })).toEqual([]);
  });

  it('names every reason to refuse', () => {
    expect(fixtureProblems({})).toEqual([
      'NODE_ENV must be "test"',
      'E2E_FIXTURES must be "1"',
      'HOST must be a loopback address (127.0.0.1, ::1 or localhost)',
    ]);
    for (const nodeEnv of ['production', 'development', 'TEST', undefined]) {
      expect(fixtureProblems({ ...allowed, NODE_ENV: nodeEnv })).toEqual([
        'NODE_ENV must be "test"',
      ]);
    }
    for (const flag of ['true', '0', 'yes', undefined]) {
      expect(fixtureProblems({ ...allowed, E2E_FIXTURES: flag })).toEqual([
        'E2E_FIXTURES must be "1"',
      ]);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'shop.example.com', undefined]) {
      expect(fixtureProblems({ ...allowed, HOST: host })).toHaveLength(1);
    }
    expect(
      fixtureProblems({ ...allowed, DATABASE_URL: 'postgres://shop@db.example.com/shop' }),
    ).toEqual(['DATABASE_URL must be unset (the test server uses a throw-away PGlite)']);
  });
});

import { describe, expect, it } from 'vitest';
import { declaredEndpoint, stubDrift } from './declared-endpoints';

describe("the web tests' stubs are checked against the declared replies", () => {
  it('finds the declaration of a concrete path', () => {
    expect(declaredEndpoint('GET', '/api/admin/tax-rates/TX/history')?.path).toBe(
      '/admin/tax-rates/:state/history',
    );
    expect(declaredEndpoint('PUT', '/api/admin/tax-rates/TX')?.path).toBe(
      '/admin/tax-rates/:state',
    );
    expect(declaredEndpoint('DELETE', '/api/admin/tax-rates/TX')).toBeNull();
  });

  it('reports a stub whose answer the server could not give, and passes one it could', () => {
    const good = { success: true, zip: '78701', state: 'TX', taxRate: 0.0825 };
    expect(stubDrift('GET', '/api/tax-rate', 200, good)).toBeNull();
    const drift = stubDrift('GET', '/api/tax-rate', 200, { success: true, rate: 0.0825 });
    expect(drift).toContain('GET /api/tax-rate');
    expect(drift).toContain('taxRate');
  });

  it('leaves error answers and undeclared paths alone', () => {
    expect(stubDrift('GET', '/api/tax-rate', 400, { error: 'Bad' })).toBeNull();
    expect(stubDrift('GET', '/api/not-declared', 200, {})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  paymentSettingsProblems,
  stripeKeyMode,
  type PaymentSettings,
} from './payment-settings.ts';

const SHOP: PaymentSettings = {
  demo: false,
  servesShop: true,
  payments: undefined,
  secretKey: undefined,
  publishableKey: undefined,
  webhookSecret: undefined,
};
const LIVE = {
  secretKey: 'sk_live_abc',
  publishableKey: 'pk_live_abc',
  webhookSecret: 'whsec_abc',
};
const TEST_KEYS = { ...LIVE, secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc' };

const problems = (s: Partial<PaymentSettings>) => paymentSettingsProblems({ ...SHOP, ...s });
/** The settings the problems name, in order (each problem starts with its setting). */
const named = (s: Partial<PaymentSettings>) => problems(s).map((p) => p.split(':')[0]);

describe('payment settings, checked as a set', () => {
  it('a shop outside demo mode with no payment settings is refused, naming PAYMENTS and the Stripe keys', () => {
    const [problem, ...rest] = problems({});
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^PAYMENTS: outside demo mode the shop takes real payments/);
    expect(problem).toContain('STRIPE_SECRET_KEY');
    expect(problem).toContain('PAYMENTS=test');
  });

  it('the test provider is fine in demo mode, with PAYMENTS=test on purpose, and for a command that serves no shop', () => {
    expect(problems({ demo: true })).toEqual([]);
    expect(problems({ payments: 'test' })).toEqual([]);
    expect(problems({ servesShop: false })).toEqual([]);
  });

  it('live keys with a webhook secret, or test keys, start a shop', () => {
    expect(problems(LIVE)).toEqual([]);
    expect(problems({ ...LIVE, payments: 'stripe' })).toEqual([]);
    expect(problems(TEST_KEYS)).toEqual([]);
  });

  it('a secret key without its publishable key, and the reverse', () => {
    expect(named({ ...LIVE, publishableKey: undefined })).toEqual(['STRIPE_PUBLISHABLE_KEY']);
    expect(named({ ...LIVE, secretKey: undefined })).toEqual(['STRIPE_SECRET_KEY']);
    expect(named({ demo: true, publishableKey: 'pk_test_abc' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(named({ demo: true, webhookSecret: 'whsec_abc' })).toEqual(['STRIPE_SECRET_KEY']);
  });

  it('a live secret key with a test publishable key, and the reverse', () => {
    const liveWithTest = problems({ ...LIVE, publishableKey: 'pk_test_abc' });
    expect(liveWithTest).toEqual([
      'STRIPE_PUBLISHABLE_KEY: a test key (pk_test_) with a live STRIPE_SECRET_KEY (sk_live_): take both keys from the same mode of the Stripe dashboard',
    ]);
    expect(named({ ...LIVE, secretKey: 'sk_test_abc' })).toEqual(['STRIPE_PUBLISHABLE_KEY']);
    expect(problems({ ...LIVE, secretKey: 'sk_test_abc' })[0]).toContain('a live key (pk_live_)');
    // Demo mode does not excuse a mixed pair: the payment would fail in the browser.
    expect(named({ ...LIVE, demo: true, publishableKey: 'pk_test_abc' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY',
    ]);
  });

  it('outside demo mode, Stripe without a webhook secret is refused; in demo it may start', () => {
    const [problem] = problems({ ...LIVE, webhookSecret: undefined });
    expect(problem).toMatch(/^STRIPE_WEBHOOK_SECRET: required outside demo mode/);
    expect(problem).toContain('/api/webhooks/stripe');
    expect(problems({ ...TEST_KEYS, webhookSecret: undefined, demo: true })).toEqual([]);
    expect(problems({ ...LIVE, webhookSecret: undefined, servesShop: false })).toEqual([]);
  });

  it('PAYMENTS must agree with the keys', () => {
    expect(named({ payments: 'stripe' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(named({ payments: 'stripe', demo: true })).toEqual(['STRIPE_SECRET_KEY']);
    expect(named({ ...LIVE, payments: 'test' })).toEqual(['PAYMENTS']);
  });

  it('every problem of a bad set is listed at once', () => {
    expect(
      named({ payments: 'test', secretKey: 'sk_live_abc', publishableKey: undefined }),
    ).toEqual(['PAYMENTS', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  });

  it('reads the mode from a key', () => {
    expect(stripeKeyMode('sk_live_x')).toBe('live');
    expect(stripeKeyMode('pk_test_x')).toBe('test');
    expect(stripeKeyMode('whsec_x')).toBeNull();
  });
});

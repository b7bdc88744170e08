/**
 * The payment settings, checked as a set at start: a shop that is not a demo takes
 * real payments through Stripe, or says on purpose (PAYMENTS=test) that it takes none. Pure,
 * so every rule is unit-tested without starting a process; loadConfig (env.ts) reports what
 * this answers like any other bad setting, naming the setting.
 */
export type PaymentSettings = {
  demo: boolean;
  /**
   * false for a command that serves no shop (migrate, create-admin, seed): it takes no
   * payments and receives no webhooks, so only the keys' own consistency is checked.
   */
  servesShop: boolean;
  /** PAYMENTS: the provider asked for; unset means Stripe when keyed, else the test provider. */
  payments: 'test' | 'stripe' | undefined;
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
};

/** test or live, from a key's prefix (sk_test_..., pk_live_...). */
export function stripeKeyMode(key: string): 'test' | 'live' | null {
  return (/^(?:sk|pk)_(test|live)_/.exec(key)?.[1] as 'test' | 'live' | undefined) ?? null;
}

const WEBHOOK_HINT =
  'in the Stripe dashboard, Developers > Webhooks, add the endpoint PUBLIC_URL/api/webhooks/stripe and copy its signing secret';

export function paymentSettingsProblems(s: PaymentSettings): string[] {
  const problems: string[] = [];
  if (s.secretKey === undefined) {
    if (s.publishableKey !== undefined || s.webhookSecret !== undefined) {
      problems.push(
        'STRIPE_SECRET_KEY: required when STRIPE_PUBLISHABLE_KEY or STRIPE_WEBHOOK_SECRET is set',
      );
    } else if (s.payments === 'stripe') {
      problems.push(
        'STRIPE_SECRET_KEY: required with PAYMENTS=stripe (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET)',
      );
    } else if (!s.demo && s.servesShop && s.payments !== 'test') {
      problems.push(
        'PAYMENTS: outside demo mode the shop takes real payments: set STRIPE_SECRET_KEY, ' +
          'STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or set PAYMENTS=test for a shop ' +
          'that takes no real payments (staging; every page then says so)',
      );
    }
    return problems;
  }
  if (s.payments === 'test') {
    problems.push(
      'PAYMENTS: test uses the built-in test provider, but STRIPE_SECRET_KEY is set: remove ' +
        'the STRIPE_ settings, or set PAYMENTS=stripe',
    );
  }
  if (s.publishableKey === undefined) {
    problems.push(
      "STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (Stripe's card form in the browser needs it)",
    );
  } else {
    const secretMode = stripeKeyMode(s.secretKey);
    const publishableMode = stripeKeyMode(s.publishableKey);
    if (secretMode && publishableMode && secretMode !== publishableMode) {
      problems.push(
        `STRIPE_PUBLISHABLE_KEY: a ${publishableMode} key (pk_${publishableMode}_) with a ` +
          `${secretMode} STRIPE_SECRET_KEY (sk_${secretMode}_): take both keys from the same ` +
          'mode of the Stripe dashboard',
      );
    }
  }
  if (s.webhookSecret === undefined && !s.demo && s.servesShop) {
    problems.push(
      `STRIPE_WEBHOOK_SECRET: required outside demo mode, so a paid order is made even when the buyer's browser closes (${WEBHOOK_HINT})`,
    );
  }
  return problems;
}

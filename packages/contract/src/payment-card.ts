/**
 * Card checks for the shop's built-in test payment provider, shared by the server and the
 * browser. The provider accepts Stripe's published test card numbers only and refuses every
 * other number, so a real card can never be charged (or even accepted) here.
 *
 * Pure functions, no dependencies, no clock of their own: callers pass `now`.
 */

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export type TestCardOutcome =
  | 'succeeded'
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

export type DeclineOutcome = Exclude<TestCardOutcome, 'succeeded'>;

/** Every user-facing message of the card form, worded like Stripe's. */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  numberIncorrect: 'Your card number is incorrect.',
  numberNotTestCard: 'This is a test shop: use a test card number such as 4242 4242 4242 4242.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  declined: {
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    expired_card: 'Your card has expired.',
    incorrect_cvc: "Your card's security code is incorrect.",
    processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  } satisfies Record<DeclineOutcome, string>,
} as const;

/** The processor's message for a test card whose outcome is not 'succeeded'. */
export function declineMessage(outcome: DeclineOutcome): string {
  return CARD_MESSAGES.declined[outcome];
}

/**
 * Stripe's documented test numbers (docs.stripe.com/testing) -> what the test provider does with
 * them. Any other number, however valid, is refused.
 */
export const TEST_CARDS: Record<
  string,
  {
    brand: CardBrand;
    outcome: TestCardOutcome;
    /**
     * The card can be saved for later though a charge of it fails: saving succeeds, every
     * charge gets `outcome` (Stripe's 4000 0000 0000 0341).
     */
    savesThenFails?: true;
  }
> = {
  // Successful payments, by brand.
  '4242424242424242': { brand: 'visa', outcome: 'succeeded' },
  '4000056655665556': { brand: 'visa', outcome: 'succeeded' }, // debit
  '5555555555554444': { brand: 'mastercard', outcome: 'succeeded' },
  '2223003122003222': { brand: 'mastercard', outcome: 'succeeded' }, // 2-series
  '5200828282828210': { brand: 'mastercard', outcome: 'succeeded' }, // debit
  '5105105105105100': { brand: 'mastercard', outcome: 'succeeded' }, // prepaid
  '378282246310005': { brand: 'amex', outcome: 'succeeded' },
  '371449635398431': { brand: 'amex', outcome: 'succeeded' },
  '6011111111111117': { brand: 'discover', outcome: 'succeeded' },
  '6011000990139424': { brand: 'discover', outcome: 'succeeded' },
  '6011981111111113': { brand: 'discover', outcome: 'succeeded' }, // debit
  '3056930009020004': { brand: 'diners', outcome: 'succeeded' },
  '36227206271667': { brand: 'diners', outcome: 'succeeded' }, // 14-digit
  '3566002020360505': { brand: 'jcb', outcome: 'succeeded' },
  '6200000000000005': { brand: 'unionpay', outcome: 'succeeded' },
  '6200000000000047': { brand: 'unionpay', outcome: 'succeeded' }, // debit
  '6205500000000000004': { brand: 'unionpay', outcome: 'succeeded' }, // 19-digit
  // Declines.
  '4000000000000002': { brand: 'visa', outcome: 'card_declined' }, // generic decline
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000000000009987': { brand: 'visa', outcome: 'card_declined' }, // lost card
  '4000000000009979': { brand: 'visa', outcome: 'card_declined' }, // stolen card
  '4000000000000069': { brand: 'visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'visa', outcome: 'incorrect_cvc' },
  '4000000000000119': { brand: 'visa', outcome: 'processing_error' },
  // Saved for later, then every charge is declined.
  '4000000000000341': { brand: 'visa', outcome: 'card_declined', savesThenFails: true },
};

/**
 * What a charge of a saved test card does, known by its brand and last four digits (all the
 * test provider keeps of a card): declined for a card that saves then fails, else paid.
 */
export function savedTestCardOutcome(brand: string, last4: string): TestCardOutcome {
  for (const [number, card] of Object.entries(TEST_CARDS)) {
    if (card.savesThenFails && card.brand === brand && number.endsWith(last4)) return card.outcome;
  }
  return 'succeeded';
}

/** Strips the spaces (any whitespace) and hyphens people type inside a card number. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

/** The Luhn (mod 10) check; false for anything but 2 or more ASCII digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The brand by issuer prefix (IIN ranges as Stripe recognises them); works on a partial number. */
export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(?:0[0-5]|095|[689])/.test(digits)) return 'diners';
  if (/^35(?:2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^4/.test(digits)) return 'visa';
  if (/^(?:5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(digits)) return 'mastercard';
  if (/^(?:6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^(?:62|81)/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** Card number lengths a brand may have, fewest first. */
const CARD_LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  diners: [14, 15, 16, 17, 18, 19],
  jcb: [16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

/** Most digits the card form lets a person type for a number that starts like `digits`. */
function maxDigits(digits: string): number {
  const brand = cardBrand(digits);
  if (brand === 'amex') return 15;
  if (brand === 'diners' && digits.startsWith('36')) return 14;
  if (brand === 'unionpay') return 19;
  return 16;
}

/**
 * Formats what a person typed into the card number field: digits only, capped at the brand's
 * length (amex 15, 14 for 36-prefixed Diners, unionpay 19, otherwise 16), grouped 4-6-5 for
 * amex, 4-6-4 for 14-digit Diners and by fours otherwise.
 */
export function formatCardNumberInput(raw: string): string {
  const all = raw.replace(/\D/g, '');
  const digits = all.slice(0, maxDigits(all));
  const groups =
    cardBrand(digits) === 'amex' || (cardBrand(digits) === 'diners' && digits.startsWith('36'))
      ? [4, 6, 5]
      : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

type ExpiryReading =
  { kind: 'ok'; month: number; year: number } | { kind: 'incomplete' } | { kind: 'bad_month' };

/** 'MM/YY', 'M/YY', 'MM / YY' or 'MM/YYYY' (surrounding whitespace ignored). */
const EXPIRY_PATTERN = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

function readExpiry(input: string): ExpiryReading {
  const match = EXPIRY_PATTERN.exec(input.trim());
  if (!match) return { kind: 'incomplete' };
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return { kind: 'bad_month' };
  return { kind: 'ok', month, year };
}

/**
 * Reads a card expiry: 'MM/YY', 'MM / YY', 'MM/YYYY', and a one-digit month ('1/28' is January
 * 2028). Two-digit years are 20YY. Month must be 1-12. Anything else is null.
 */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const reading = readExpiry(input);
  return reading.kind === 'ok' ? { month: reading.month, year: reading.year } : null;
}

/** Cards are issued for at most this many years ahead; a later expiry is a typing mistake. */
const MAX_YEARS_AHEAD = 50;

export type CardCheck =
  | {
      ok: true;
      brand: CardBrand;
      last4: string;
      expMonth: number;
      expYear: number;
      outcome: TestCardOutcome;
      /** Whether the card can be saved for later charges (a card that pays, or saves then fails). */
      saves: boolean;
    }
  | { ok: false; field: 'cardNumber' | 'expiry' | 'cvc'; message: string };

function fail(field: 'cardNumber' | 'expiry' | 'cvc', message: string): CardCheck {
  return { ok: false, field, message };
}

function checkNumber(cardNumber: string): CardCheck | { digits: string } {
  const digits = normaliseCardNumber(cardNumber);
  if (digits === '') return fail('cardNumber', CARD_MESSAGES.numberIncomplete);
  if (!/^\d+$/.test(digits)) return fail('cardNumber', CARD_MESSAGES.numberInvalid);
  const lengths = CARD_LENGTHS[cardBrand(digits)];
  if (digits.length < (lengths[0] ?? 12)) return fail('cardNumber', CARD_MESSAGES.numberIncomplete);
  if (digits.length > 19) return fail('cardNumber', CARD_MESSAGES.numberInvalid);
  if (!luhnValid(digits)) return fail('cardNumber', CARD_MESSAGES.numberIncorrect);
  return { digits };
}

function checkExpiry(expiry: string, now: Date): CardCheck | null {
  const reading = readExpiry(expiry);
  if (reading.kind === 'incomplete') return fail('expiry', CARD_MESSAGES.expiryIncomplete);
  if (reading.kind === 'bad_month') return fail('expiry', CARD_MESSAGES.expiryMonthInvalid);
  // A card is good through the last day of its expiry month. Compare with the calendar month
  // in UTC-12, the last place on Earth where that month is still running, so nobody is refused
  // a card that has not expired where they are.
  const lagging = new Date(now.getTime() - 12 * 60 * 60 * 1000);
  const nowYear = lagging.getUTCFullYear();
  const nowMonth = lagging.getUTCMonth() + 1;
  if (reading.year < nowYear) return fail('expiry', CARD_MESSAGES.expiryYearPast);
  if (reading.year === nowYear && reading.month < nowMonth) {
    return fail('expiry', CARD_MESSAGES.expiryDatePast);
  }
  if (reading.year > nowYear + MAX_YEARS_AHEAD) {
    return fail('expiry', CARD_MESSAGES.expiryYearInvalid);
  }
  return null;
}

function checkCvc(cvc: string, brand: CardBrand): CardCheck | null {
  const value = cvc.trim();
  const wanted = brand === 'amex' ? 4 : 3;
  if (!/^\d*$/.test(value) || value.length > wanted) return fail('cvc', CARD_MESSAGES.cvcInvalid);
  if (value.length < wanted) return fail('cvc', CARD_MESSAGES.cvcIncomplete);
  return null;
}

/**
 * Checks a card form the way a card processor would, in this order: number format and Luhn,
 * test-number-only, expiry (not in the past relative to `now`), CVC (3 digits, 4 for amex).
 * The first problem found is reported. A valid test number gives ok: true with the outcome the
 * test provider plays out; the caller turns a non-succeeded outcome into a decline with
 * declineMessage().
 */
export function checkTestCard(
  input: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardCheck {
  const number = checkNumber(input.cardNumber);
  if ('ok' in number) return number;
  const testCard = TEST_CARDS[number.digits];
  if (!testCard) return fail('cardNumber', CARD_MESSAGES.numberNotTestCard);
  const expiryProblem = checkExpiry(input.expiry, now);
  if (expiryProblem) return expiryProblem;
  const cvcProblem = checkCvc(input.cvc, testCard.brand);
  if (cvcProblem) return cvcProblem;
  const expiry = parseExpiry(input.expiry)!;
  return {
    ok: true,
    brand: testCard.brand,
    last4: number.digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
    outcome: testCard.outcome,
    saves: testCard.outcome === 'succeeded' || testCard.savesThenFails === true,
  };
}

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
/** "visa" as a person writes it: "Visa". Unknown brands are shown as given. */
export function cardBrandLabel(brand: string | null | undefined): string {
  if (!brand) return 'card';
  return BRAND_LABELS[brand.toLowerCase()] ?? brand;
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_MESSAGES,
  cardBrand,
  checkTestCard,
  declineMessage,
  formatCardNumberInput,
  luhnValid,
  normaliseCardNumber,
  parseExpiry,
  savedTestCardOutcome,
  TEST_CARDS,
  type CardCheck,
  type DeclineOutcome,
} from './payment-card.ts';

/** Mid-May 2026, UTC. */
const NOW = new Date(Date.UTC(2026, 4, 15, 12, 0, 0));
const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

function check(overrides: Partial<typeof GOOD>, now: Date = NOW): CardCheck {
  return checkTestCard({ ...GOOD, ...overrides }, now);
}

/** Appends the Luhn check digit to a string of digits. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) {
    if (luhnValid(body + d)) return body + d;
  }
  throw new Error('unreachable');
}

describe('TEST_CARDS', () => {
  it('holds the required Stripe test numbers with their brand and outcome', () => {
    const required: Array<[string, string, string]> = [
      ['4242424242424242', 'visa', 'succeeded'],
      ['4000056655665556', 'visa', 'succeeded'],
      ['5555555555554444', 'mastercard', 'succeeded'],
      ['2223003122003222', 'mastercard', 'succeeded'],
      ['5200828282828210', 'mastercard', 'succeeded'],
      ['378282246310005', 'amex', 'succeeded'],
      ['371449635398431', 'amex', 'succeeded'],
      ['6011111111111117', 'discover', 'succeeded'],
      ['3056930009020004', 'diners', 'succeeded'],
      ['3566002020360505', 'jcb', 'succeeded'],
      ['6200000000000005', 'unionpay', 'succeeded'],
      ['4000000000000002', 'visa', 'card_declined'],
      ['4000000000009995', 'visa', 'insufficient_funds'],
      ['4000000000009987', 'visa', 'card_declined'],
      ['4000000000000069', 'visa', 'expired_card'],
      ['4000000000000127', 'visa', 'incorrect_cvc'],
      ['4000000000000119', 'visa', 'processing_error'],
    ];
    for (const [number, brand, outcome] of required) {
      expect(TEST_CARDS[number], number).toEqual({ brand, outcome });
    }
  });

  it('every number is digits only, passes Luhn, and is detected as its own brand', () => {
    for (const [number, { brand }] of Object.entries(TEST_CARDS)) {
      expect(number).toMatch(/^\d{14,19}$/);
      expect(luhnValid(number), number).toBe(true);
      expect(cardBrand(number), number).toBe(brand);
    }
  });

  it('every number is accepted by checkTestCard with its outcome and last 4', () => {
    for (const [number, { brand, outcome, savesThenFails }] of Object.entries(TEST_CARDS)) {
      const cvc = brand === 'amex' ? '1234' : '123';
      expect(checkTestCard({ cardNumber: number, expiry: '12/30', cvc }, NOW)).toEqual({
        ok: true,
        brand,
        last4: number.slice(-4),
        expMonth: 12,
        expYear: 2030,
        outcome,
        saves: outcome === 'succeeded' || savesThenFails === true,
      });
    }
  });

  it('saves 4000 0000 0000 0341 for later, and declines every charge of it once saved', () => {
    const check = checkTestCard(
      { cardNumber: '4000 0000 0000 0341', expiry: '12/30', cvc: '123' },
      NOW,
    );
    expect(check).toMatchObject({ ok: true, outcome: 'card_declined', saves: true });
    expect(savedTestCardOutcome('visa', '0341')).toBe('card_declined');
    expect(savedTestCardOutcome('visa', '4242')).toBe('succeeded');
    expect(savedTestCardOutcome('mastercard', '0341')).toBe('succeeded');
    // A card that declines cannot be saved at all.
    const declined = checkTestCard(
      { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' },
      NOW,
    );
    expect(declined).toMatchObject({ ok: true, outcome: 'card_declined', saves: false });
  });
});

describe('luhnValid', () => {
  it('accepts valid numbers and refuses a changed check digit', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('refuses anything that is not 2+ ASCII digits', () => {
    for (const bad of ['', '0', '4242 4242 4242 4242', '4242-4242', 'abcd', '４２４２']) {
      expect(luhnValid(bad), bad).toBe(false);
    }
  });
});

describe('normaliseCardNumber', () => {
  it('strips spaces and hyphens, nothing else', () => {
    expect(normaliseCardNumber(' 4242-4242 4242  4242 ')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242\t4242')).toBe('42424242');
    expect(normaliseCardNumber('4242x4242')).toBe('4242x4242');
  });
});

describe('cardBrand', () => {
  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', 'unknown'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011', 'discover'],
    ['65', 'discover'],
    ['644', 'discover'],
    ['300', 'diners'],
    ['36', 'diners'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['62', 'unionpay'],
    ['1', 'unknown'],
    ['', 'unknown'],
  ])('%s -> %s', (prefix, brand) => {
    expect(cardBrand(prefix)).toBe(brand);
  });
});

describe('formatCardNumberInput', () => {
  it('groups by fours and caps at 16 digits', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242')).toBe('4242');
    expect(formatCardNumberInput('')).toBe('');
  });

  it('drops everything but digits', () => {
    expect(formatCardNumberInput('4242-4242 abcd 4242.4242')).toBe('4242 4242 4242 4242');
  });

  it('groups amex 4-6-5 and caps it at 15', () => {
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('3782822463100059')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('37828')).toBe('3782 8');
  });

  it('groups 14-digit diners 4-6-4', () => {
    expect(formatCardNumberInput('36227206271667')).toBe('3622 720627 1667');
  });

  it('allows 19 digits for unionpay', () => {
    expect(formatCardNumberInput('62055000000000000049')).toBe('6205 5000 0000 0000 004');
  });
});

describe('parseExpiry', () => {
  it.each([
    ['12/28', { month: 12, year: 2028 }],
    ['01/28', { month: 1, year: 2028 }],
    ['12 / 28', { month: 12, year: 2028 }],
    ['12/2028', { month: 12, year: 2028 }],
    [' 07/30 ', { month: 7, year: 2030 }],
    // A one-digit month is read as that month: '1/28' is January 2028.
    ['1/28', { month: 1, year: 2028 }],
    ['9 / 2031', { month: 9, year: 2031 }],
  ])('%j -> %j', (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected);
  });

  it.each(['00/28', '13/28', '0/28', '99/2028'])('invalid month %j -> null', (input) => {
    expect(parseExpiry(input)).toBeNull();
  });

  it.each([
    '',
    '12',
    '12/',
    '12/2',
    '12/202',
    '12/20288',
    '1228',
    '12-28',
    '/28',
    'ab/cd',
    '123/28',
  ])('malformed %j -> null', (input) => {
    expect(parseExpiry(input)).toBeNull();
  });
});

describe('checkTestCard: card number', () => {
  it('accepts spaces and hyphens', () => {
    for (const cardNumber of ['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242']) {
      expect(check({ cardNumber })).toMatchObject({ ok: true, last4: '4242' });
    }
  });

  it('refuses a wrong Luhn check digit as incorrect', () => {
    expect(check({ cardNumber: '4242 4242 4242 4241' })).toEqual({
      ok: false,
      field: 'cardNumber',
      message: CARD_MESSAGES.numberIncorrect,
    });
    expect(CARD_MESSAGES.numberIncorrect).toBe('Your card number is incorrect.');
  });

  it('refuses an empty or short number as incomplete', () => {
    for (const cardNumber of ['', '   ', '4242', '4242 4242 424', '37828224631000']) {
      expect(check({ cardNumber }), cardNumber).toEqual({
        ok: false,
        field: 'cardNumber',
        message: CARD_MESSAGES.numberIncomplete,
      });
    }
  });

  it('refuses letters and overlong numbers as invalid', () => {
    for (const cardNumber of [
      '4242 4242 4242 424x',
      '42424242424242424242',
      '4242.4242.4242.4242',
    ]) {
      expect(check({ cardNumber }), cardNumber).toEqual({
        ok: false,
        field: 'cardNumber',
        message: CARD_MESSAGES.numberInvalid,
      });
    }
  });

  it('refuses real-looking Luhn-valid numbers that are not test cards', () => {
    const real = [
      '4111111111111111',
      '4012888888881881',
      withCheckDigit('453957876362148'),
      withCheckDigit('545454545454545'),
      withCheckDigit('37144963539843'.replace(/^37/, '34')),
      withCheckDigit('601100099013942'.replace(/2$/, '3')),
    ];
    for (const cardNumber of real) {
      expect(luhnValid(cardNumber), cardNumber).toBe(true);
      expect(TEST_CARDS[cardNumber]).toBeUndefined();
      expect(check({ cardNumber }), cardNumber).toEqual({
        ok: false,
        field: 'cardNumber',
        message: CARD_MESSAGES.numberNotTestCard,
      });
    }
    expect(CARD_MESSAGES.numberNotTestCard).toBe(
      'This is a test shop: use a test card number such as 4242 4242 4242 4242.',
    );
  });

  it('property: no Luhn-valid number outside the table is ever accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-6]\d{11,17}$/), (body) => {
        const cardNumber = withCheckDigit(body);
        fc.pre(TEST_CARDS[cardNumber] === undefined);
        const result = check({ cardNumber, cvc: '1234', expiry: '12/30' });
        expect(result.ok).toBe(false);
      }),
    );
  });

  it('property: one digit changed in a 16-digit test number fails Luhn or is not a test card', () => {
    const sixteen = Object.keys(TEST_CARDS).filter((n) => n.length === 16);
    fc.assert(
      fc.property(
        fc.constantFrom(...sixteen),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (number, position, shift) => {
          const digit = (Number(number[position]) + shift) % 10;
          const changed = number.slice(0, position) + digit + number.slice(position + 1);
          expect(changed).toHaveLength(16);
          expect(changed).not.toBe(number);
          expect(!luhnValid(changed) || TEST_CARDS[changed] === undefined).toBe(true);
          // Luhn catches every single-digit substitution, so in fact it fails Luhn.
          expect(luhnValid(changed)).toBe(false);
          expect(check({ cardNumber: changed }).ok).toBe(false);
        },
      ),
    );
  });
});

describe('checkTestCard: expiry', () => {
  it('accepts this month and later, refuses last month and last year', () => {
    expect(check({ expiry: '05/26' }).ok).toBe(true);
    expect(check({ expiry: '5/2026' }).ok).toBe(true);
    expect(check({ expiry: '06/26' }).ok).toBe(true);
    expect(check({ expiry: '01/27' }).ok).toBe(true);
    expect(check({ expiry: '04/26' })).toEqual({
      ok: false,
      field: 'expiry',
      message: "Your card's expiration date is in the past.",
    });
    expect(check({ expiry: '12/25' })).toEqual({
      ok: false,
      field: 'expiry',
      message: "Your card's expiration year is in the past.",
    });
  });

  it('is good through the last day of the month, wherever the customer is', () => {
    const firstOfJune = (hourUtc: number) => new Date(Date.UTC(2026, 5, 1, hourUtc));
    // 05:00 UTC on June 1 is still May 31 in the Americas.
    expect(check({ expiry: '05/26' }, firstOfJune(5)).ok).toBe(true);
    // From 12:00 UTC on June 1 it is June everywhere.
    expect(check({ expiry: '05/26' }, firstOfJune(12))).toMatchObject({
      ok: false,
      field: 'expiry',
    });
    expect(check({ expiry: '06/26' }, firstOfJune(12)).ok).toBe(true);
  });

  it('reports an incomplete date', () => {
    for (const expiry of ['', '12', '12/', '12/2', '1228']) {
      expect(check({ expiry }), expiry).toEqual({
        ok: false,
        field: 'expiry',
        message: "Your card's expiration date is incomplete.",
      });
    }
  });

  it('reports an invalid month', () => {
    for (const expiry of ['00/28', '13/28']) {
      expect(check({ expiry }), expiry).toEqual({
        ok: false,
        field: 'expiry',
        message: CARD_MESSAGES.expiryMonthInvalid,
      });
    }
  });

  it('reports a year too far ahead as invalid', () => {
    expect(check({ expiry: '12/2099' })).toEqual({
      ok: false,
      field: 'expiry',
      message: CARD_MESSAGES.expiryYearInvalid,
    });
    expect(check({ expiry: '12/99' })).toMatchObject({
      field: 'expiry',
      message: CARD_MESSAGES.expiryYearInvalid,
    });
    // Fifty years ahead is still allowed.
    expect(check({ expiry: '12/76' })).toMatchObject({ ok: true });
  });
});

describe('checkTestCard: CVC', () => {
  const amex = '3782 822463 10005';

  it('wants 3 digits for non-amex cards', () => {
    expect(check({ cvc: '123' }).ok).toBe(true);
    expect(check({ cvc: ' 123 ' }).ok).toBe(true);
    for (const cvc of ['', '1', '12']) {
      expect(check({ cvc }), cvc).toEqual({
        ok: false,
        field: 'cvc',
        message: "Your card's security code is incomplete.",
      });
    }
    for (const cvc of ['1234', '12a', 'abc', '1 2']) {
      expect(check({ cvc }), cvc).toEqual({
        ok: false,
        field: 'cvc',
        message: CARD_MESSAGES.cvcInvalid,
      });
    }
  });

  it('wants 4 digits for amex', () => {
    expect(check({ cardNumber: amex, cvc: '1234' })).toMatchObject({
      ok: true,
      brand: 'amex',
      last4: '0005',
      outcome: 'succeeded',
    });
    expect(check({ cardNumber: amex, cvc: '123' })).toMatchObject({
      ok: false,
      field: 'cvc',
      message: CARD_MESSAGES.cvcIncomplete,
    });
    expect(check({ cardNumber: amex, cvc: '12345' })).toMatchObject({
      ok: false,
      field: 'cvc',
      message: CARD_MESSAGES.cvcInvalid,
    });
  });
});

describe('checkTestCard: order of checks', () => {
  it('reports the number first, then test-only, then expiry, then CVC', () => {
    const allBad = { expiry: '13/99', cvc: '1' };
    expect(check({ cardNumber: '4242 4242 4242 4241', ...allBad })).toMatchObject({
      field: 'cardNumber',
      message: CARD_MESSAGES.numberIncorrect,
    });
    expect(check({ cardNumber: '4111 1111 1111 1111', ...allBad })).toMatchObject({
      field: 'cardNumber',
      message: CARD_MESSAGES.numberNotTestCard,
    });
    expect(check(allBad)).toMatchObject({ field: 'expiry' });
    expect(check({ cvc: '1' })).toMatchObject({ field: 'cvc' });
  });

  it('leaves the decline to the caller: a declining test card checks ok with its outcome', () => {
    expect(check({ cardNumber: '4000 0000 0000 0002' })).toMatchObject({
      ok: true,
      brand: 'visa',
      last4: '0002',
      outcome: 'card_declined',
    });
  });
});

describe('messages', () => {
  it('declineMessage gives the processor message for each decline', () => {
    const expected: Record<DeclineOutcome, string> = {
      card_declined: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      expired_card: 'Your card has expired.',
      incorrect_cvc: "Your card's security code is incorrect.",
      processing_error: 'An error occurred while processing your card. Try again in a little bit.',
    };
    for (const [outcome, message] of Object.entries(expected)) {
      expect(declineMessage(outcome as DeclineOutcome)).toBe(message);
    }
  });

  it('every message is a sentence ending with a period', () => {
    const all: string[] = [];
    for (const value of Object.values(CARD_MESSAGES)) {
      if (typeof value === 'string') all.push(value);
      else all.push(...Object.values(value));
    }
    expect(all.length).toBeGreaterThan(10);
    for (const message of all) expect(message, message).toMatch(/^[A-Z].*\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './csv.ts';

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1:A9)', '+1+cmd|calc', '-2+3', '@SUM(1)', '\t=1', '=HYPERLINK("http://evil")'])(
    'keeps %j from running as a formula',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it.each(['+1 (702) 555-0100', '+1 702-555-0100', '+44 20 7946 0958', 'Dana', '12MP', ''])(
    'leaves %j as written (a phone number in international form is not a formula)',
    (value) => {
      expect(neutraliseFormula(value)).toBe(value);
    },
  );
});

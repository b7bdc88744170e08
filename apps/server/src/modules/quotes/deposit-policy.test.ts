import { describe, expect, it } from 'vitest';
import { createDepositPolicy, depositOf } from './deposit-policy.ts';

const policyAt = (depositPercent: number) =>
  createDepositPolicy({
    installations: {
      settings: async () => ({ depositPercent, slotTimes: [], openHolidays: [] }),
    },
  });

describe("the quotes module's deposit policy", () => {
  it('is a share of the total to the cent, none at 0 or 100 percent', () => {
    expect(depositOf(123_45, 30)).toBe(37_04);
    expect(depositOf(123_45, 0)).toBe(0);
    expect(depositOf(123_45, 100)).toBe(0);
  });

  it("reads the shop's percent and answers a total's deposit, both 0 when none is offered", async () => {
    expect(await policyAt(25).percent()).toBe(25);
    expect(await policyAt(25).of(200_00)).toEqual({ percent: 25, cents: 50_00 });
    expect(await policyAt(0).of(200_00)).toEqual({ percent: 0, cents: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { newOrderNumber } from './orders.mappers.ts';

describe('newOrderNumber', () => {
  it('carries the shop’s day: an order at 23:30 in Las Vegas is of that day, not the next UTC one', () => {
    expect(newOrderNumber(new Date('2026-03-06T07:30:00Z'))).toMatch(/^SV-260305-[0-9A-Z]{6}$/);
    expect(newOrderNumber(new Date('2026-03-06T08:30:00Z'))).toMatch(/^SV-260306-/);
  });
});

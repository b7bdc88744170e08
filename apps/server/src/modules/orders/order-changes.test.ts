import { describe, expect, it } from 'vitest';
import { notesChangeNote, shippingChangeNote } from './order-changes.ts';

const empty = { trackingNumber: null, expectedDelivery: null, notes: null };
const set = { trackingNumber: 'TRK-1', expectedDelivery: '2026-12-01', notes: 'Call first' };

describe('order detail change notes', () => {
  it('names what the tracking number and expected delivery became', () => {
    expect(shippingChangeNote(empty, { trackingNumber: 'TRK-1' })).toBe(
      'Tracking number set to TRK-1.',
    );
    expect(shippingChangeNote(set, { trackingNumber: 'TRK-2', expectedDelivery: null })).toBe(
      'Tracking number changed from TRK-1 to TRK-2. Expected delivery cleared.',
    );
    expect(shippingChangeNote(set, { trackingNumber: null })).toBe('Tracking number removed.');
    expect(shippingChangeNote(empty, { expectedDelivery: '2026-12-03' })).toBe(
      'Expected delivery set to 2026-12-03.',
    );
  });

  it('is null when nothing changed: the same values, or fields not sent', () => {
    expect(shippingChangeNote(set, { trackingNumber: 'TRK-1' })).toBeNull();
    expect(shippingChangeNote(set, { notes: 'Other' })).toBeNull();
    expect(shippingChangeNote(empty, {})).toBeNull();
    expect(notesChangeNote(set, { notes: 'Call first' })).toBeNull();
    expect(notesChangeNote(set, { trackingNumber: 'X' })).toBeNull();
  });

  it('carries the new notes, or says they were cleared', () => {
    expect(notesChangeNote(empty, { notes: 'Two boxes' })).toBe('Notes changed: Two boxes');
    expect(notesChangeNote(set, { notes: null })).toBe('Notes cleared.');
  });
});

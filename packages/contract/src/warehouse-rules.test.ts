import { describe, expect, it } from 'vitest';
import {
  canMoveUnit,
  compareLocationPart,
  deriveCoordinates,
  locationCode,
  placeName,
  locationMoveKind,
  type UnitPlace,
  UNIT_STATUSES,
  unitIdentifier,
  type UnitStatus,
  ORDER_UNIT_STATUS,
  unitFollowSteps,
} from './warehouse-rules.ts';
import { ORDER_STATUSES } from './order-options.ts';

/**
 * The table as the spec prints it (docs/modules/warehouse.md#rules), "completed" dropped
 * (docs/modules/warehouse.md#rules); voided added (ADR 0038): only from available, and final;
 * installed added: from assigned or delivered, left only as a return.
 */
const ALLOWED: Record<UnitStatus, UnitStatus[]> = {
  available: ['assigned', 'damaged', 'lost', 'voided'],
  assigned: ['shipped', 'available', 'damaged', 'lost', 'installed'],
  shipped: ['delivered', 'returned', 'lost'],
  delivered: ['returned', 'installed'],
  returned: ['available', 'damaged', 'lost'],
  damaged: ['available', 'lost'],
  processing: ['available', 'assigned', 'damaged', 'lost'],
  lost: [],
  voided: [],
  installed: ['returned'],
};

describe('unit status transitions', () => {
  const pairs = UNIT_STATUSES.flatMap((from) => UNIT_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s follows the table', (from, to) => {
    expect(canMoveUnit(from, to)).toBe(ALLOWED[from].includes(to));
  });
  it('never leaves lost or voided, and never stays put', () => {
    expect(UNIT_STATUSES.filter((to) => canMoveUnit('lost', to))).toEqual([]);
    expect(UNIT_STATUSES.filter((to) => canMoveUnit('voided', to))).toEqual([]);
    expect(UNIT_STATUSES.filter((s) => canMoveUnit(s, s))).toEqual([]);
  });
});

describe('deriveCoordinates (docs/modules/warehouse.md#places-and-coordinates)', () => {
  it('is zone letter index x 10 + aisle - 1, rack - 1, shelf - 1', () => {
    expect(deriveCoordinates({ zone: 'A', aisle: '1', rack: '1', shelf: '1' })).toEqual({
      x: 0,
      y: 0,
      z: 0,
    });
    expect(deriveCoordinates({ zone: 'c', aisle: '4', rack: '7', shelf: '2' })).toEqual({
      x: 23,
      y: 6,
      z: 1,
    });
  });
  it('counts a missing or non-numeric part as 1, and a zone without a letter as A', () => {
    expect(deriveCoordinates({ zone: 'B', aisle: '', rack: null, shelf: 'top' })).toEqual({
      x: 10,
      y: 0,
      z: 0,
    });
    expect(deriveCoordinates({ zone: '9Z', aisle: '3' })).toEqual({ x: 2, y: 0, z: 0 });
  });
});

describe('locationCode', () => {
  it('pads numbers to two digits and leaves out empty parts', () => {
    expect(locationCode({ zone: ' a ', aisle: '1', rack: '12', shelf: '3' })).toBe('A-01-12-03');
    expect(locationCode({ zone: 'B', aisle: '100', rack: '', shelf: 'top' })).toBe('B-100-top');
  });
});

describe('placeName', () => {
  it('reads a bin by its code, a zone\u2019s staging bin as "{zone} staging", no zone as null', () => {
    expect(placeName({ zone_code: 'a', aisle: '1', rack: '2', shelf: '3' })).toBe('A-01-02-03');
    expect(placeName({ zone_code: 'RET', aisle: '', rack: '', shelf: '' })).toBe('RET staging');
    expect(placeName({ zone_code: null, aisle: '', rack: '', shelf: '' })).toBeNull();
  });
});

describe('unitIdentifier (docs/modules/warehouse.md#tables)', () => {
  it('is the first 4 letters of the name uppercased, the product id, a dash, 6 timestamp digits', () => {
    expect(unitIdentifier({ id: 42, name: '4K Dome Camera' }, 1_795_547_492_503)).toBe(
      'KDOM42-492503',
    );
    expect(unitIdentifier({ id: 7, name: '123' }, 12)).toBe('P7-000012');
    expect(unitIdentifier({ id: 7, name: 'Nvr' }, 1_000_001, 2)).toBe('NVR7-000001-2');
  });
});

describe('compareLocationPart', () => {
  it('sorts numbers numerically, before text', () => {
    expect(['10', 'B', '2', 'a', '1'].sort(compareLocationPart)).toEqual([
      '1',
      '2',
      '10',
      'a',
      'B',
    ]);
  });
});

describe('locationMoveKind (docs/modules/warehouse.md#tables)', () => {
  const at = (over: Partial<UnitPlace> = {}): UnitPlace => ({
    zoneId: 1,
    zoneCode: 'A',
    aisle: '1',
    rack: '1',
    shelf: '1',
    locationId: 5,
    x: 0,
    y: 0,
    z: 0,
    ...over,
  });
  it('names the biggest part that changed', () => {
    expect(locationMoveKind(null, at())).toBe('initial_assignment');
    expect(locationMoveKind(at(), null)).toBe('removal');
    expect(locationMoveKind(at(), at({ zoneId: 2, aisle: '2' }))).toBe('zone_transfer');
    expect(locationMoveKind(at(), at({ aisle: '2', shelf: '3' }))).toBe('aisle_move');
    expect(locationMoveKind(at(), at({ rack: '2' }))).toBe('rack_move');
    expect(locationMoveKind(at(), at({ shelf: '2' }))).toBe('shelf_move');
    expect(locationMoveKind(at(), at({ x: 1.5 }))).toBe('coordinate_adjustment');
  });
});

describe("unitFollowSteps: an order's units follow its status (ADR 0035)", () => {
  it('walks only allowed transitions, and ends where the order status puts its units', () => {
    for (const unit of UNIT_STATUSES) {
      for (const order of ORDER_STATUSES) {
        const steps = unitFollowSteps(unit, order);
        if (steps === null || steps === 'refused') continue;
        let at = unit;
        for (const next of steps) {
          expect(canMoveUnit(at, next), `${unit} -> ${order}: ${at} -> ${next}`).toBe(true);
          at = next;
        }
        const stand = ORDER_UNIT_STATUS[order];
        // An installed unit is past delivered: a delivered or completed order leaves it there.
        const end =
          stand === 'released'
            ? ['available', 'returned']
            : stand === 'delivered'
              ? ['delivered', 'installed']
              : [stand];
        expect(end, `${unit} -> ${order}`).toContain(at);
      }
    }
  });

  it('refuses to put shipped goods back on a shelf, or to ship delivered ones again', () => {
    expect(unitFollowSteps('assigned', 'completed')).toEqual(['shipped', 'delivered']);
    expect(unitFollowSteps('shipped', 'processing')).toBe('refused');
    expect(unitFollowSteps('delivered', 'shipped')).toBe('refused');
    expect(unitFollowSteps('delivered', 'refunded')).toEqual(['returned']);
    expect(unitFollowSteps('damaged', 'shipped')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { MapLocation } from '@shop/contract';
import { HEADER_ROWS, layoutMap, loadPercent, nextRack, occupancyOf } from './map-layout';

let nextId = 1;
const bin = (over: Partial<MapLocation> = {}): MapLocation => {
  const aisle = over.aisle ?? '1';
  const rack = over.rack ?? '1';
  const shelf = over.shelf ?? '1';
  return {
    id: nextId++,
    zone_id: 1,
    aisle,
    rack,
    shelf,
    x: Number(aisle) - 1,
    y: Number(rack) - 1,
    z: Number(shelf) - 1,
    capacity: 10,
    unit_count: 0,
    is_active: true,
    location_code: `A-${aisle}-${rack}-${shelf}`,
    ...over,
  };
};
const zones = [
  { id: 1, zone_code: 'A', zone_name: 'Receiving' },
  { id: 2, zone_code: 'B', zone_name: 'Returns' },
];

describe('occupancyOf', () => {
  it.each([
    [{ units: 0, capacity: 10, active: true }, 'empty'],
    [{ units: 3, capacity: 10, active: true }, 'partial'],
    [{ units: 10, capacity: 10, active: true }, 'full'],
    [{ units: 11, capacity: 10, active: true }, 'over'],
    [{ units: 4, capacity: null, active: true }, 'no-capacity'],
    [{ units: 0, capacity: 0, active: true }, 'no-capacity'],
    [{ units: 11, capacity: 10, active: false }, 'inactive'],
  ] as const)('%o is %s', (load, state) => {
    expect(occupancyOf(load)).toBe(state);
  });

  it('gives a percentage only against a capacity', () => {
    expect(loadPercent(3, 8)).toBe(38);
    expect(loadPercent(3, null)).toBeNull();
  });
});

describe('layoutMap', () => {
  it('is empty without bins', () => {
    const layout = layoutMap({ zones, locations: [] });
    expect(layout.racks).toEqual([]);
    expect(layout.zones).toEqual([]);
    expect(layout.summary).toEqual({ locations: 0, units: 0, full: 0, over: 0 });
  });

  it('stacks the shelves of a rack and sums their load', () => {
    const layout = layoutMap({
      zones,
      locations: [
        bin({ shelf: '2', unit_count: 4 }),
        bin({ shelf: '1', unit_count: 3 }),
        bin({ shelf: '3', unit_count: 0, capacity: null }),
      ],
    });
    expect(layout.racks).toHaveLength(1);
    const [rack] = layout.racks;
    expect(rack).toMatchObject({
      code: 'A-01-01',
      units: 7,
      capacity: 20,
      occupancy: 'partial',
      col: 0,
      row: HEADER_ROWS,
    });
    expect(rack?.shelves.map((s) => s.shelf)).toEqual(['1', '2', '3']);
  });

  it('colours racks empty, partly full, full, over capacity, no capacity and inactive', () => {
    const layout = layoutMap({
      zones,
      locations: [
        bin({ aisle: '1', unit_count: 0 }),
        bin({ aisle: '2', unit_count: 5 }),
        bin({ aisle: '3', unit_count: 10 }),
        bin({ aisle: '4', unit_count: 12 }),
        bin({ aisle: '5', capacity: null, unit_count: 2 }),
        bin({ aisle: '6', is_active: false, unit_count: 1 }),
      ],
    });
    expect(layout.racks.map((r) => [r.aisle, r.occupancy])).toEqual([
      ['1', 'empty'],
      ['2', 'partial'],
      ['3', 'full'],
      ['4', 'over'],
      ['5', 'no-capacity'],
      ['6', 'inactive'],
    ]);
    // The summary counts bins: one full, one over capacity; 30 units in six locations.
    expect(layout.summary).toEqual({ locations: 6, units: 30, full: 1, over: 1 });
  });

  it('a rack with one active shelf is not inactive', () => {
    const layout = layoutMap({
      zones,
      locations: [
        bin({ shelf: '1', is_active: false }),
        bin({ shelf: '2', unit_count: 10, capacity: 10 }),
      ],
    });
    expect(layout.racks[0]?.occupancy).toBe('partial');
  });

  it('places racks at their coordinates and outlines each zone with its aisle labels', () => {
    const layout = layoutMap({
      zones,
      locations: [
        bin({ aisle: '1', rack: '1' }),
        bin({ aisle: '2', rack: '3' }),
        bin({ zone_id: 2, aisle: '1', rack: '2', x: 10, y: 1, location_code: 'B-01-02-01' }),
      ],
    });
    expect(layout.racks.map((r) => [r.code, r.col, r.row])).toEqual([
      ['A-01-01', 0, HEADER_ROWS],
      ['A-02-03', 1, HEADER_ROWS + 2],
      ['B-01-02', 10, HEADER_ROWS + 1],
    ]);
    expect(layout.zones).toEqual([
      { id: 1, code: 'A', name: 'Receiving', col: 0, row: 0, cols: 2, rows: 3 + HEADER_ROWS },
      { id: 2, code: 'B', name: 'Returns', col: 10, row: 1, cols: 1, rows: 1 + HEADER_ROWS },
    ]);
    expect(layout.aisles.map((a) => [a.text, a.col, a.row])).toEqual([
      ['1', 0, 1],
      ['2', 1, 1],
      ['1', 10, 2],
    ]);
    expect(layout.cols).toBe(11);
    expect(layout.rows).toBe(HEADER_ROWS + 3);
  });

  it('moves a zone that would cover another to its right, one column apart', () => {
    // "SA" and "SB" both start with S: the server derives the same x for their aisles.
    const layout = layoutMap({
      zones: [
        { id: 1, zone_code: 'SA', zone_name: 'Shelving A' },
        { id: 2, zone_code: 'SB', zone_name: 'Shelving B' },
      ],
      locations: [
        bin({ aisle: '1', x: 180 }),
        bin({ aisle: '2', x: 181 }),
        bin({ zone_id: 2, aisle: '1', x: 180 }),
      ],
    });
    expect(layout.zones.map((z) => [z.code, z.col, z.cols])).toEqual([
      ['SA', 0, 2],
      ['SB', 3, 1],
    ]);
    expect(layout.racks.map((r) => [r.code, r.col])).toEqual([
      ['SA-01-01', 0],
      ['SA-02-01', 1],
      ['SB-01-01', 3],
    ]);
    expect(layout.aisles.map((a) => [a.text, a.col])).toEqual([
      ['1', 0],
      ['2', 1],
      ['1', 3],
    ]);
  });

  it('groups 5000 bins into racks in linear time', () => {
    const locations: MapLocation[] = [];
    for (let a = 1; a <= 20; a++)
      for (let r = 1; r <= 50; r++)
        for (let s = 1; s <= 5; s++)
          locations.push(bin({ aisle: String(a), rack: String(r), shelf: String(s) }));
    const started = performance.now();
    const layout = layoutMap({ zones, locations });
    const took = performance.now() - started;
    expect(layout.racks).toHaveLength(1000);
    expect(layout.summary.locations).toBe(5000);
    expect(took).toBeLessThan(500);
  });
});

describe('nextRack', () => {
  // A 3 x 2 grid of racks (aisles 1-3 across, racks 1-2 down) and one rack of zone B far right.
  const layout = layoutMap({
    zones,
    locations: [
      ...['1', '2', '3'].flatMap((aisle) => ['1', '2'].map((rack) => bin({ aisle, rack }))),
      bin({ zone_id: 2, aisle: '1', rack: '2', x: 10, y: 1, location_code: 'B-01-02-01' }),
    ],
  });
  const rack = (code: string) => layout.racks.find((r) => r.code === code)!;
  const go = (code: string, direction: Parameters<typeof nextRack>[2]) =>
    nextRack(layout.racks, rack(code), direction)?.code;

  it('moves to the neighbour each way, and nowhere past the edge', () => {
    expect(go('A-01-01', 'right')).toBe('A-02-01');
    expect(go('A-02-01', 'left')).toBe('A-01-01');
    expect(go('A-02-01', 'down')).toBe('A-02-02');
    expect(go('A-02-02', 'up')).toBe('A-02-01');
    expect(go('A-01-01', 'left')).toBeUndefined();
    expect(go('A-01-01', 'up')).toBeUndefined();
  });

  it('stays in the row while it can, then crosses to the next zone', () => {
    // From the top row's last rack, Right finds zone B's rack one row down, far right.
    expect(go('A-03-01', 'right')).toBe('B-01-02');
    expect(go('A-03-02', 'right')).toBe('B-01-02');
    expect(go('B-01-02', 'left')).toBe('A-03-02');
    expect(go('B-01-02', 'right')).toBeUndefined();
  });
});

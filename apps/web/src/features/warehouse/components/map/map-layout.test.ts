import { describe, expect, it } from 'vitest';
import type { MapLocation } from '@shop/contract';
import {
  AISLE_ROW,
  arrangeZones,
  CELL,
  LABEL_LINE,
  LABEL_MIN_WIDTH,
  layoutMap,
  loadPercent,
  nextRack,
  placeOf,
  occupancyOf,
  PITCH,
  wrapText,
  ZONE_GAP,
  ZONE_PAD,
  type MapArrangement,
  type MapLayout,
  type TextMeasure,
} from './map-layout';

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
    is_staging: false,
    location_code: `A-${aisle}-${rack}-${shelf}`,
    ...over,
  };
};
const zones = [
  { id: 1, zone_code: 'A', zone_name: 'Receiving' },
  { id: 2, zone_code: 'B', zone_name: 'Returns' },
];
/** Every character 8 px wide: the tests' labels wrap where they can be counted. */
const measure: TextMeasure = (text) => text.length * 8;
/** Where a one-line label puts a zone's first rack row, from the top of its outline. */
const RACKS_TOP = ZONE_PAD + LABEL_LINE + AISLE_ROW;

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
      x: ZONE_PAD,
      y: RACKS_TOP,
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

  it("places racks at their coordinates within their zone, whatever the zone's own place", () => {
    const layout = layoutMap(
      {
        zones,
        locations: [
          bin({ aisle: '1', rack: '1' }),
          bin({ aisle: '2', rack: '3' }),
          bin({ zone_id: 2, aisle: '1', rack: '2', x: 10, y: 1, location_code: 'B-01-02-01' }),
        ],
      },
      measure,
    );
    expect(layout.racks.map((r) => [r.code, r.x, r.y])).toEqual([
      ['A-01-01', ZONE_PAD, RACKS_TOP],
      ['A-02-03', ZONE_PAD + PITCH, RACKS_TOP + 2 * PITCH],
      // Zone B's first rack is its top-left, though the warehouse puts it 10 aisles right.
      ['B-01-02', ZONE_PAD, RACKS_TOP],
    ]);
    expect(
      layout.zones.map(({ id, code, name, lines, width, height }) => ({
        id,
        code,
        name,
        lines,
        width,
        height,
      })),
    ).toEqual([
      {
        id: 1,
        code: 'A',
        name: 'Receiving',
        lines: ['A · Receiving'],
        // The name is wider than two racks: the outline makes room for it.
        width: 13 * 8 + 2 * ZONE_PAD,
        height: RACKS_TOP + 2 * PITCH + CELL + ZONE_PAD,
      },
      {
        id: 2,
        code: 'B',
        name: 'Returns',
        lines: ['B · Returns'],
        width: 11 * 8 + 2 * ZONE_PAD,
        height: RACKS_TOP + CELL + ZONE_PAD,
      },
    ]);
    expect(layout.zones[0]!.aisles.map((a) => [a.text, a.x])).toEqual([
      ['1', ZONE_PAD + CELL / 2],
      ['2', ZONE_PAD + PITCH + CELL / 2],
    ]);
    expect(layout.zones[1]!.aisles.map((a) => [a.text, a.x])).toEqual([['1', ZONE_PAD + CELL / 2]]);
  });

  it('wraps a long zone name inside its outline, every word kept', () => {
    const long = 'Cameras, recorders and the long-range thermal imaging equipment';
    const layout = layoutMap(
      {
        zones: [{ id: 1, zone_code: 'A', zone_name: long }],
        locations: [bin({ aisle: '1' }), bin({ aisle: '2' })],
      },
      measure,
    );
    const [zone] = layout.zones;
    expect(zone!.lines.length).toBeGreaterThan(1);
    expect(zone!.lines.join('')).toBe(`A · ${long}`);
    for (const line of zone!.lines) {
      expect(measure(line.trimEnd())).toBeLessThanOrEqual(zone!.width - 2 * ZONE_PAD);
      expect(measure(line.trimEnd())).toBeLessThanOrEqual(LABEL_MIN_WIDTH);
    }
    // The racks start below the last line of the name.
    expect(layout.racks[0]!.y).toBe(ZONE_PAD + zone!.lines.length * LABEL_LINE + AISLE_ROW);
  });

  it('breaks a word wider than the line where it reaches the edge', () => {
    expect(wrapText('A · ABCDEFGHIJKLMNOPQRSTUVWXYZ', 80, measure)).toEqual([
      'A · ',
      'ABCDEFGHIJ',
      'KLMNOPQRST',
      'UVWXYZ',
    ]);
  });

  it('orders zones by code, whatever their coordinates', () => {
    const layout = layoutMap({
      zones: [
        { id: 1, zone_code: 'SHIP', zone_name: 'Shipping dock' },
        { id: 2, zone_code: 'A', zone_name: 'Cameras' },
        { id: 3, zone_code: 'RET', zone_name: 'Returns' },
      ],
      locations: [
        bin({ zone_id: 1, x: 180 }),
        bin({ zone_id: 2, x: 0 }),
        bin({ zone_id: 3, x: 170 }),
      ],
    });
    expect(layout.zones.map((z) => z.code)).toEqual(['A', 'RET', 'SHIP']);
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

describe('arrangeZones', () => {
  const overlaps = (a: MapArrangement, sizes: { id: number; width: number; height: number }[]) =>
    sizes.some((p, i) =>
      sizes.slice(i + 1).some((q) => {
        const pa = a.at.get(p.id)!;
        const qa = a.at.get(q.id)!;
        return (
          pa.x < qa.x + q.width &&
          qa.x < pa.x + p.width &&
          pa.y < qa.y + q.height &&
          qa.y < pa.y + p.height
        );
      }),
    );
  const fit = (a: MapArrangement, area: { width: number; height: number }) =>
    Math.min(area.width / a.width, area.height / a.height);

  it('puts the demo zones, 180 aisles apart in the warehouse, side by side on a wide screen', () => {
    // The demo warehouse: zones A, B, C, RET and SHIP; RET and SHIP sit at x = 170 and 180.
    const layout = layoutMap({
      zones: [
        { id: 1, zone_code: 'A', zone_name: 'Cameras & recorders' },
        { id: 2, zone_code: 'B', zone_name: 'Alarms, access & doorbells' },
        { id: 3, zone_code: 'C', zone_name: 'Accessories & cabling' },
        { id: 4, zone_code: 'SHIP', zone_name: 'Shipping dock' },
        { id: 5, zone_code: 'RET', zone_name: 'Returns & repairs' },
      ],
      locations: [
        ...[0, 1, 2, 3].flatMap((x) =>
          [0, 1, 2, 3, 4, 5].map((y) => bin({ zone_id: 1, x, y, rack: String(y + 1) })),
        ),
        ...[10, 11, 12].flatMap((x) =>
          [0, 1, 2, 3, 4, 5].map((y) => bin({ zone_id: 2, x, y, rack: String(y + 1) })),
        ),
        ...[20, 21].flatMap((x) =>
          [0, 1, 2, 3, 4].map((y) => bin({ zone_id: 3, x, y, rack: String(y + 1) })),
        ),
        bin({ zone_id: 4, x: 180, y: 0 }),
        bin({ zone_id: 4, x: 180, y: 1, rack: '2' }),
        bin({ zone_id: 5, x: 170, y: 0 }),
        bin({ zone_id: 5, x: 170, y: 1, rack: '2' }),
      ],
    });
    const area = { width: 1250, height: 560 };
    const plan = arrangeZones(layout.zones, area);
    // One row, each zone right after the one before: about 1,000 px, not 6,500.
    const widths = layout.zones.reduce((sum, z) => sum + z.width, 0);
    expect(plan.width).toBe(widths + ZONE_GAP * (layout.zones.length - 1));
    expect(plan.width).toBeLessThan(1250);
    expect(new Set(layout.zones.map((z) => plan.at.get(z.id)!.y))).toEqual(new Set([0]));
    expect(overlaps(plan, layout.zones)).toBe(false);
  });

  it('stacks zones on a narrow screen when that shows them larger', () => {
    const sizes = [1, 2, 3, 4].map((id) => ({ id, width: 200, height: 300 }));
    const phone = { width: 343, height: 467 };
    const plan = arrangeZones(sizes, phone);
    expect(overlaps(plan, sizes)).toBe(false);
    // Two zones a row beats one row (4 across) and one column (4 down) on a phone.
    expect(plan.width).toBe(2 * 200 + ZONE_GAP);
    expect(plan.height).toBe(2 * 300 + ZONE_GAP);
    for (const rowWidth of [200, 4 * 200 + 3 * ZONE_GAP]) {
      const other = arrangeZones(sizes, { width: rowWidth, height: 10_000 });
      expect(fit(plan, phone)).toBeGreaterThanOrEqual(fit(other, phone));
    }
    // The same zones on a wide screen: one row.
    expect(arrangeZones(sizes, { width: 1250, height: 560 }).height).toBe(300);
  });

  it('keeps every zone whole in a row of its own when it is wider than the screen', () => {
    const sizes = [
      { id: 1, width: 2000, height: 100 },
      { id: 2, width: 100, height: 100 },
    ];
    const plan = arrangeZones(sizes, { width: 343, height: 467 });
    expect(plan.width).toBe(2000);
    expect(overlaps(plan, sizes)).toBe(false);
  });

  it('is empty without zones', () => {
    expect(arrangeZones([], { width: 343, height: 467 })).toMatchObject({ width: 0, height: 0 });
  });
});

describe('nextRack', () => {
  // A 3 x 2 grid of racks (aisles 1-3 across, racks 1-2 down) and zone B's rack 2, to the right.
  const layout: MapLayout = layoutMap(
    {
      zones,
      locations: [
        ...['1', '2', '3'].flatMap((aisle) => ['1', '2'].map((rack) => bin({ aisle, rack }))),
        bin({ zone_id: 2, aisle: '1', rack: '2', x: 10, y: 1, location_code: 'B-01-02-01' }),
        bin({ zone_id: 2, aisle: '1', rack: '3', x: 10, y: 2, location_code: 'B-01-03-01' }),
      ],
    },
    measure,
  );
  const plan = arrangeZones(layout.zones, { width: 1250, height: 560 });
  const at = placeOf(plan);
  const rack = (code: string) => layout.racks.find((r) => r.code === code)!;
  const go = (code: string, direction: Parameters<typeof nextRack>[2]) =>
    nextRack(layout.racks, rack(code), direction, at)?.code;

  it("places a rack at its zone's place plus its own", () => {
    const b = rack('B-01-02');
    expect(at(b)).toEqual({ x: plan.at.get(2)!.x + b.x, y: plan.at.get(2)!.y + b.y });
  });

  it('moves to the neighbour each way, and nowhere past the edge', () => {
    expect(go('A-01-01', 'right')).toBe('A-02-01');
    expect(go('A-02-01', 'left')).toBe('A-01-01');
    expect(go('A-02-01', 'down')).toBe('A-02-02');
    expect(go('A-02-02', 'up')).toBe('A-02-01');
    expect(go('A-01-01', 'left')).toBeUndefined();
    expect(go('A-01-01', 'up')).toBeUndefined();
  });

  it('stays in the row while it can, then crosses to the next zone', () => {
    // Zone B's racks start at its own top: its rack 2 is in line with zone A's first row.
    expect(go('A-03-01', 'right')).toBe('B-01-02');
    expect(go('A-03-02', 'right')).toBe('B-01-03');
    expect(go('B-01-02', 'left')).toBe('A-03-01');
    expect(go('B-01-02', 'right')).toBeUndefined();
  });
});

describe('staging bins on the map (ADR 0038)', () => {
  it('draws a zone\u2019s staging bin as a rack of its own, named Staging, beside the first aisle', () => {
    const staging = bin({ aisle: '', rack: '', shelf: '', x: -1, y: 0, z: 0, capacity: null });
    staging.is_staging = true;
    staging.unit_count = 4;
    staging.location_code = 'A';
    const layout = layoutMap({ zones, locations: [bin({ aisle: '1' }), staging] }, measure);
    const [stage, first] = [...layout.zones[0]!.racks].sort((a, b) => a.x - b.x);
    expect(stage).toMatchObject({ staging: true, name: 'Staging A', units: 4 });
    expect(first).toMatchObject({ staging: false, name: 'Rack A-01-01' });
    // A column to the left of aisle 1, not on top of its rack.
    expect(first!.x).toBeGreaterThan(stage!.x);
    expect(layout.zones[0]!.aisles.map((a) => a.text)).toEqual(['1']);
  });
});

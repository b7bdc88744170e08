import { describe, expect, it } from 'vitest';
import { buildLocationTree, sortShelves } from './location-tree';
import { bin } from '../../test/fixtures/locations';

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T10:00:00.000Z`;

const bins = [
  bin({
    id: 1,
    zone_id: 2,
    zone_code: 'B',
    aisle: '10',
    rack: '1',
    shelf: '1',
    created_at: day(1),
  }),
  bin({
    id: 2,
    zone_id: 2,
    zone_code: 'B',
    aisle: '2',
    rack: '10',
    shelf: '2',
    created_at: day(2),
  }),
  bin({ id: 3, zone_id: 2, zone_code: 'B', aisle: '2', rack: '9', shelf: '1', created_at: day(3) }),
  bin({
    id: 4,
    zone_id: 1,
    zone_code: 'A',
    aisle: '1',
    rack: '1',
    shelf: '10',
    created_at: day(4),
  }),
  bin({ id: 5, zone_id: 1, zone_code: 'A', aisle: '1', rack: '1', shelf: '2', created_at: day(5) }),
  bin({ id: 6, zone_id: 3, zone_code: 'C', aisle: 'X', rack: '1', shelf: '1', created_at: day(6) }),
  bin({ id: 7, zone_id: 3, zone_code: 'C', aisle: '3', rack: '1', shelf: '1', created_at: day(7) }),
];

const shape = (sort: Parameters<typeof buildLocationTree>[1]) =>
  buildLocationTree(bins, sort).map((z) => ({
    zone: z.zoneCode,
    aisles: z.aisles.map((a) => ({
      aisle: a.aisle,
      racks: a.racks.map((r) => [r.rack, r.locations.map((l) => l.shelf)]),
    })),
  }));

describe('buildLocationTree', () => {
  it('Zone A-Z: zones alphabetical, aisles, racks and shelves numeric (2 before 10), text last', () => {
    expect(shape('zone')).toEqual([
      { zone: 'A', aisles: [{ aisle: '1', racks: [['1', ['2', '10']]] }] },
      {
        zone: 'B',
        aisles: [
          {
            aisle: '2',
            racks: [
              ['9', ['1']],
              ['10', ['2']],
            ],
          },
          { aisle: '10', racks: [['1', ['1']]] },
        ],
      },
      {
        zone: 'C',
        aisles: [
          { aisle: '3', racks: [['1', ['1']]] },
          { aisle: 'X', racks: [['1', ['1']]] },
        ],
      },
    ]);
    expect(shape('aisle')).toEqual(shape('zone'));
  });

  it('Date newest first: the group holding the newest bin comes first at every level', () => {
    const tree = shape('newest');
    expect(tree.map((z) => z.zone)).toEqual(['C', 'A', 'B']);
    expect(tree[0]!.aisles.map((a) => a.aisle)).toEqual(['3', 'X']);
    expect(tree[1]!.aisles[0]!.racks).toEqual([['1', ['2', '10']]]);
    expect(tree[2]!.aisles.map((a) => a.aisle)).toEqual(['2', '10']);
    expect(tree[2]!.aisles[0]!.racks.map((r) => r[0])).toEqual(['9', '10']);
  });

  it('Date oldest first: the group holding the oldest bin comes first', () => {
    const tree = shape('oldest');
    expect(tree.map((z) => z.zone)).toEqual(['B', 'A', 'C']);
    expect(tree[0]!.aisles.map((a) => a.aisle)).toEqual(['10', '2']);
    expect(tree[1]!.aisles[0]!.racks).toEqual([['1', ['10', '2']]]);
  });

  it('counts the bins of each zone and aisle', () => {
    const [a, b] = buildLocationTree(bins, 'zone');
    expect(a!.count).toBe(2);
    expect(b!.count).toBe(3);
    expect(b!.aisles.map((x) => x.count)).toEqual([2, 1]);
  });
});

describe('sortShelves', () => {
  it('breaks a date tie by shelf number', () => {
    const same = [bin({ id: 1, shelf: '10' }), bin({ id: 2, shelf: '9' })];
    expect(sortShelves(same, 'newest').map((l) => l.shelf)).toEqual(['9', '10']);
  });
});

describe('staging bins in the tree (ADR 0038)', () => {
  it('names the zone\u2019s staging bin Staging, not an aisle', () => {
    const tree = buildLocationTree(
      [
        bin({ id: 1, zone_id: 1, zone_code: 'A', aisle: '1', rack: '1', shelf: '1' }),
        bin({
          id: 2,
          zone_id: 1,
          zone_code: 'A',
          aisle: '',
          rack: '',
          shelf: '',
          is_staging: true,
        }),
      ],
      'zone',
    );
    expect(tree[0]!.aisles.map((a) => [a.aisle, a.staging])).toEqual([
      ['1', false],
      ['', true],
    ]);
  });
});

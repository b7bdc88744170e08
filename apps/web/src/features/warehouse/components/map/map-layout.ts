import type { MapLocation } from '@shop/contract';
import type { MapData } from '../../api/map-data';

/** How full a bin or a rack is; inactive and "no capacity" are told apart from the loads. */
export type Occupancy = 'empty' | 'partial' | 'full' | 'over' | 'no-capacity' | 'inactive';

/** The legend's words, in its order: the map never says it with colour alone. */
export const OCCUPANCY_LABELS: Record<Occupancy, string> = {
  empty: 'Empty',
  partial: 'Partly full',
  full: 'Full',
  over: 'Over capacity',
  'no-capacity': 'No capacity set',
  inactive: 'Inactive',
};

export const OCCUPANCY_ORDER = Object.keys(OCCUPANCY_LABELS) as Occupancy[];

/**
 * The state of a load: inactive wins; without a capacity the load cannot be judged; else
 * units over capacity (0 empty, under 1 partly full, 1 full, above 1 over capacity).
 */
export function occupancyOf(load: {
  units: number;
  capacity: number | null;
  active: boolean;
}): Occupancy {
  if (!load.active) return 'inactive';
  if (load.capacity === null || load.capacity <= 0) return 'no-capacity';
  if (load.units === 0) return 'empty';
  if (load.units < load.capacity) return 'partial';
  return load.units === load.capacity ? 'full' : 'over';
}

/** A rack: the bins sharing zone, aisle and rack, its shelves stacked (lowest first). */
export type MapRack = {
  key: string;
  zoneId: number;
  zoneCode: string;
  aisle: string;
  rack: string;
  /** "A-01-03": the zone, aisle and rack parts of the code. */
  code: string;
  /** Place on the plan, in cells from the top-left of the drawing. */
  col: number;
  row: number;
  units: number;
  /** Sum of the shelves' capacities; null when no shelf has one. */
  capacity: number | null;
  occupancy: Occupancy;
  shelves: MapLocation[];
};

export type MapZoneBox = {
  id: number;
  code: string;
  name: string;
  col: number;
  row: number;
  cols: number;
  rows: number;
};

export type MapAisleLabel = { key: string; text: string; col: number; row: number };

export type MapSummary = {
  locations: number;
  units: number;
  full: number;
  over: number;
};

export type MapLayout = {
  racks: MapRack[];
  zones: MapZoneBox[];
  aisles: MapAisleLabel[];
  cols: number;
  rows: number;
  summary: MapSummary;
};

/** Rows above each zone's racks: its name, then its aisle labels. */
export const HEADER_ROWS = 2;

const numeric = new Intl.Collator('en-US', { numeric: true });

const pad = (v: string) => (/^\d+$/.test(v) ? v.padStart(2, '0') : v);

/** "A-01-03" from a rack's place; empty parts left out, as location codes do. */
const rackCode = (zone: string, aisle: string, rack: string) =>
  [zone, aisle, rack]
    .filter((p) => p !== '')
    .map(pad)
    .join('-');

/** Percentage of a load ("60%"), or null when there is no capacity to measure it against. */
export function loadPercent(units: number, capacity: number | null): number | null {
  return capacity === null || capacity <= 0 ? null : Math.round((units / capacity) * 100);
}

/**
 * The plan the map draws, from the map data: bins grouped into racks at their x (aisle) and y
 * (rack) coordinates, zone outlines around their racks, one label per aisle, and the totals.
 * Pure and linear in the number of bins: the page memoizes it per answer, so a hover or a
 * selection never lays the plan out again.
 */
export function layoutMap(data: Pick<MapData, 'zones' | 'locations'>): MapLayout {
  const zoneCodes = new Map(data.zones.map((z) => [z.id, z]));
  const byKey = new Map<string, MapRack & { x: number; y: number }>();
  const summary: MapSummary = { locations: 0, units: 0, full: 0, over: 0 };
  let minX = Infinity;
  let minY = Infinity;

  for (const bin of data.locations) {
    summary.locations += 1;
    summary.units += bin.unit_count;
    const state = occupancyOf({
      units: bin.unit_count,
      capacity: bin.capacity,
      active: bin.is_active,
    });
    if (state === 'full') summary.full += 1;
    else if (state === 'over') summary.over += 1;

    const key = `${bin.zone_id}|${bin.aisle}|${bin.rack}`;
    let rack = byKey.get(key);
    if (!rack) {
      const zoneCode = zoneCodes.get(bin.zone_id)?.zone_code ?? String(bin.zone_id);
      rack = {
        key,
        zoneId: bin.zone_id,
        zoneCode,
        aisle: bin.aisle,
        rack: bin.rack,
        code: rackCode(zoneCode, bin.aisle, bin.rack),
        col: 0,
        row: 0,
        x: bin.x,
        y: bin.y,
        units: 0,
        capacity: null,
        occupancy: 'empty',
        shelves: [],
      };
      byKey.set(key, rack);
    }
    rack.x = Math.min(rack.x, bin.x);
    rack.y = Math.min(rack.y, bin.y);
    rack.units += bin.unit_count;
    if (bin.capacity !== null) rack.capacity = (rack.capacity ?? 0) + bin.capacity;
    rack.shelves.push(bin);
    minX = Math.min(minX, rack.x);
    minY = Math.min(minY, rack.y);
  }

  // Each zone's box around its racks, in cells from the top-left of the drawing.
  const cell = (v: number) => Math.round(v * 10) / 10;
  const boxes = new Map<number, MapZoneBox>();
  for (const rack of byKey.values()) {
    const col = cell(rack.x - minX);
    const row = cell(rack.y - minY);
    const box = boxes.get(rack.zoneId);
    if (!box) {
      const zone = zoneCodes.get(rack.zoneId);
      boxes.set(rack.zoneId, {
        id: rack.zoneId,
        code: rack.zoneCode,
        name: zone?.zone_name ?? '',
        col,
        row,
        cols: col,
        rows: row,
      });
    } else {
      // cols and rows hold the last column and row until the boxes are closed below.
      box.col = Math.min(box.col, col);
      box.row = Math.min(box.row, row);
      box.cols = Math.max(box.cols, col);
      box.rows = Math.max(box.rows, row);
    }
  }
  const zones = [...boxes.values()]
    .map((b) => ({
      ...b,
      cols: cell(b.cols - b.col + 1),
      rows: cell(b.rows - b.row + 1) + HEADER_ROWS,
    }))
    .sort((a, b) => a.col - b.col || a.row - b.row || numeric.compare(a.code, b.code));
  // Zones whose coordinates overlap (two codes starting with the same letter get the same x)
  // are moved right, past the zone they cover, one column apart: no rack hides another.
  const shift = new Map<number, number>();
  const placed: MapZoneBox[] = [];
  for (const zone of zones) {
    const from = zone.col;
    for (;;) {
      const hit = placed.find(
        (p) =>
          zone.col < p.col + p.cols &&
          p.col < zone.col + zone.cols &&
          zone.row < p.row + p.rows &&
          p.row < zone.row + zone.rows,
      );
      if (!hit) break;
      zone.col = hit.col + hit.cols + 1;
    }
    shift.set(zone.id, zone.col - from);
    placed.push(zone);
  }

  const racks: MapRack[] = [];
  const aisleAt = new Map<string, MapAisleLabel>();
  let cols = 0;
  let rows = 0;
  for (const { x, y, ...rack } of byKey.values()) {
    rack.col = cell(x - minX + (shift.get(rack.zoneId) ?? 0));
    rack.row = cell(y - minY) + HEADER_ROWS;
    rack.shelves.sort((a, b) => a.z - b.z || numeric.compare(a.shelf, b.shelf));
    rack.occupancy = occupancyOf({
      units: rack.units,
      capacity: rack.capacity,
      active: rack.shelves.some((s) => s.is_active),
    });
    racks.push(rack);
    cols = Math.max(cols, rack.col + 1);
    rows = Math.max(rows, rack.row + 1);
    const aisleKey = `${rack.zoneId}|${rack.aisle}`;
    const label = aisleAt.get(aisleKey);
    if (!label) aisleAt.set(aisleKey, { key: aisleKey, text: rack.aisle, col: rack.col, row: 0 });
    else label.col = Math.min(label.col, rack.col);
  }

  // Aisle labels sit in the row just above their zone's first rack.
  const zoneTop = new Map(zones.map((z) => [z.id, z.row]));
  const aisles = [...aisleAt.values()]
    .filter((a) => a.text !== '')
    .map((a) => ({ ...a, row: (zoneTop.get(Number(a.key.split('|')[0])) ?? 0) + 1 }));

  racks.sort(
    (a, b) =>
      numeric.compare(a.zoneCode, b.zoneCode) ||
      numeric.compare(a.aisle, b.aisle) ||
      numeric.compare(a.rack, b.rack),
  );
  return { racks, zones, aisles, cols, rows, summary };
}

export type MapDirection = 'left' | 'right' | 'up' | 'down';

/**
 * The rack an arrow key moves to from `from`: the nearest one that way, a rack in the same
 * row (or column) before one that is nearer but off the line. None when nothing lies that way.
 */
export function nextRack(
  racks: readonly MapRack[],
  from: MapRack,
  direction: MapDirection,
): MapRack | undefined {
  const horizontal = direction === 'left' || direction === 'right';
  const sign = direction === 'right' || direction === 'down' ? 1 : -1;
  let best: MapRack | undefined;
  let bestScore = Infinity;
  for (const rack of racks) {
    if (rack === from) continue;
    const along = (horizontal ? rack.col - from.col : rack.row - from.row) * sign;
    const across = Math.abs(horizontal ? rack.row - from.row : rack.col - from.col);
    if (along <= 0) continue;
    // Off the line counts ten times its distance: Right stays in the row while it can.
    const score = along + across * 10;
    if (score < bestScore) {
      best = rack;
      bestScore = score;
    }
  }
  return best;
}

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

/** A rack's square and the step between two racks, in plan pixels (the plan at 100%). */
export const CELL = 28;
export const PITCH = 36;
/** Inside a zone's outline: its padding, a line of its name, the row of aisle labels. */
export const ZONE_PAD = 8;
export const LABEL_LINE = 18;
export const AISLE_ROW = 18;
/** Space between two zones' outlines. */
export const ZONE_GAP = 24;
/** A zone narrower than this still gives its name this much room before the name wraps. */
export const LABEL_MIN_WIDTH = 180;
/** The zone name's font (its family is the page's); measured with it, so it never spills. */
export const LABEL_FONT = '600 14px';

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
/** Width in plan pixels of a text in the label font. */
export type TextMeasure = (text: string) => number;

/** A rack: the bins sharing zone, aisle and rack, its shelves stacked (lowest first). */
export type MapRack = {
  key: string;
  zoneId: number;
  zoneCode: string;
  aisle: string;
  rack: string;
  /** "A-01-03": the zone, aisle and rack parts of the code. */
  code: string;
  /** The zone's staging bin (ADR 0038): where units placed in the zone without a bin are. */
  staging: boolean;
  /** What the plan calls it: "Rack A-01-03", or "Staging A". */
  name: string;
  /** Top-left of its square, in plan pixels from the top-left of its zone's outline. */
  x: number;
  y: number;
  units: number;
  /** Sum of the shelves' capacities; null when no shelf has one. */
  capacity: number | null;
  occupancy: Occupancy;
  shelves: MapLocation[];
};

/** An aisle's label, centred above its first rack (zone-relative, `y` its baseline). */
export type MapAisleLabel = { key: string; text: string; x: number; y: number };

/**
 * A zone as one block: its outline's size, its name wrapped into lines, and its racks and
 * aisle labels placed inside it. Where the block goes on the plan is `arrangeZones`' business.
 */
export type MapZoneBlock = {
  id: number;
  code: string;
  name: string;
  /** "A · Receiving", wrapped to the block's width: joined, they read the whole name. */
  lines: string[];
  width: number;
  height: number;
  racks: MapRack[];
  aisles: MapAisleLabel[];
};

export type MapSummary = {
  locations: number;
  units: number;
  full: number;
  over: number;
};

export type MapLayout = {
  /** In zone code order, the order they are arranged in. */
  zones: MapZoneBlock[];
  /** Every rack, in code order (Home and End go to the first and the last). */
  racks: MapRack[];
  summary: MapSummary;
};

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
 * A width on the generous side for the label font when the page cannot measure (tests, a
 * browser without canvas): wide capitals and digits, narrow punctuation.
 */
export const estimateLabelWidth: TextMeasure = (text) => {
  let width = 0;
  for (const ch of text) {
    if (/[MWmw@%]/.test(ch)) width += 14;
    else if (/[A-Z0-9&#]/.test(ch)) width += 11;
    else if (/[iljtfrI.,:;'·!| ()-]/.test(ch)) width += 6;
    else width += 9.5;
  }
  return width;
};

/**
 * The text cut into lines no wider than `maxWidth`, between words where it can and inside a
 * word only when the word alone is wider. Nothing is dropped: a line cut between words keeps the
 * space at its end (drawn, it is nothing), so the lines joined read the whole text.
 */
export function wrapText(text: string, maxWidth: number, measure: TextMeasure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= maxWidth) {
      line = joined;
      continue;
    }
    // The space stays at the end of the line: the lines joined read the text as it was.
    if (line) lines.push(`${line} `);
    // A word wider than the line is broken where it reaches the edge.
    let rest = word;
    while (measure(rest) > maxWidth) {
      let cut = 1;
      while (cut < rest.length && measure(rest.slice(0, cut + 1)) <= maxWidth) cut += 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** A zone's label: its code, then its name when it has one. */
export const zoneLabelText = (code: string, name: string) => (name ? `${code} · ${name}` : code);

/**
 * The zones the map draws, from the map data: bins grouped into racks, each zone a block with
 * its racks at their x (aisle) and y (rack) coordinates counted from the zone's own first
 * rack, its wrapped name and its aisle labels; and the totals. Where a zone's coordinates put
 * it in the warehouse does not matter here (derived coordinates put zone S 180 aisles to the
 * right of zone A): `arrangeZones` lays the blocks out side by side for the screen.
 * Pure and linear in the number of bins: the page memoizes it per answer, so a hover, a
 * selection or a zoom never lays the plan out again.
 */
export function layoutMap(
  data: Pick<MapData, 'zones' | 'locations'>,
  measure: TextMeasure = estimateLabelWidth,
): MapLayout {
  const zoneById = new Map(data.zones.map((z) => [z.id, z]));
  const byKey = new Map<string, MapRack & { cx: number; cy: number }>();
  const summary: MapSummary = { locations: 0, units: 0, full: 0, over: 0 };

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
      const zoneCode = zoneById.get(bin.zone_id)?.zone_code ?? String(bin.zone_id);
      const code = rackCode(zoneCode, bin.aisle, bin.rack);
      rack = {
        key,
        zoneId: bin.zone_id,
        zoneCode,
        aisle: bin.aisle,
        rack: bin.rack,
        code,
        staging: bin.is_staging,
        name: bin.is_staging ? `Staging ${zoneCode}` : `Rack ${code}`,
        x: 0,
        y: 0,
        cx: bin.x,
        cy: bin.y,
        units: 0,
        capacity: null,
        occupancy: 'empty',
        shelves: [],
      };
      byKey.set(key, rack);
    }
    rack.cx = Math.min(rack.cx, bin.x);
    rack.cy = Math.min(rack.cy, bin.y);
    rack.units += bin.unit_count;
    if (bin.capacity !== null) rack.capacity = (rack.capacity ?? 0) + bin.capacity;
    rack.shelves.push(bin);
  }

  const byZone = new Map<number, (MapRack & { cx: number; cy: number })[]>();
  for (const rack of byKey.values()) {
    const list = byZone.get(rack.zoneId);
    if (list) list.push(rack);
    else byZone.set(rack.zoneId, [rack]);
  }

  // Coordinates to a tenth of a rack step: a nudged bin moves its rack, a rounding error does not.
  const steps = (v: number) => (Math.round(v * 10) / 10) * PITCH;
  const zones: MapZoneBlock[] = [];
  const racks: MapRack[] = [];
  for (const [zoneId, members] of byZone) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const r of members) {
      minX = Math.min(minX, r.cx);
      minY = Math.min(minY, r.cy);
      maxX = Math.max(maxX, r.cx);
      maxY = Math.max(maxY, r.cy);
    }
    const racksWidth = steps(maxX - minX) + CELL;
    const racksHeight = steps(maxY - minY) + CELL;
    const zone = zoneById.get(zoneId);
    const code = members[0]!.zoneCode;
    const name = zone?.zone_name ?? '';
    const lines = wrapText(
      zoneLabelText(code, name),
      Math.max(racksWidth, LABEL_MIN_WIDTH),
      measure,
    );
    const labelWidth = Math.max(...lines.map((line) => measure(line.trimEnd())));
    const top = ZONE_PAD + lines.length * LABEL_LINE + AISLE_ROW;
    const width = Math.ceil(Math.max(racksWidth, labelWidth)) + 2 * ZONE_PAD;
    const block: MapZoneBlock = {
      id: zoneId,
      code,
      name,
      lines,
      width,
      height: top + racksHeight + ZONE_PAD,
      racks: [],
      aisles: [],
    };
    const aisleAt = new Map<string, MapAisleLabel>();
    for (const { cx, cy, ...rack } of members) {
      rack.x = ZONE_PAD + steps(cx - minX);
      rack.y = top + steps(cy - minY);
      rack.shelves.sort((a, b) => a.z - b.z || numeric.compare(a.shelf, b.shelf));
      rack.occupancy = occupancyOf({
        units: rack.units,
        capacity: rack.capacity,
        active: rack.shelves.some((s) => s.is_active),
      });
      block.racks.push(rack);
      racks.push(rack);
      if (rack.aisle === '') continue;
      const label = aisleAt.get(rack.aisle);
      const centre = rack.x + CELL / 2;
      if (!label) {
        aisleAt.set(rack.aisle, {
          key: `${zoneId}|${rack.aisle}`,
          text: rack.aisle,
          x: centre,
          y: top - 5,
        });
      } else label.x = Math.min(label.x, centre);
    }
    block.aisles = [...aisleAt.values()].sort((a, b) => a.x - b.x);
    zones.push(block);
  }

  zones.sort((a, b) => numeric.compare(a.code, b.code) || a.id - b.id);
  const byCode = (a: MapRack, b: MapRack) =>
    numeric.compare(a.zoneCode, b.zoneCode) ||
    numeric.compare(a.aisle, b.aisle) ||
    numeric.compare(a.rack, b.rack);
  for (const zone of zones) zone.racks.sort(byCode);
  racks.sort(byCode);
  return { zones, racks, summary };
}

/** Where each zone's outline goes (its top-left, by zone id) and the size of the whole plan. */
export type MapArrangement = { at: Map<number, Point>; width: number; height: number };

/** Zones in rows no wider than `rowWidth`, left to right, each row as tall as its tallest. */
function packRows(zones: readonly (Size & { id: number })[], rowWidth: number): MapArrangement {
  const at = new Map<number, Point>();
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let width = 0;
  for (const zone of zones) {
    if (x > 0 && x + zone.width > rowWidth) {
      y += rowHeight + ZONE_GAP;
      x = 0;
      rowHeight = 0;
    }
    at.set(zone.id, { x, y });
    x += zone.width + ZONE_GAP;
    rowHeight = Math.max(rowHeight, zone.height);
    width = Math.max(width, x - ZONE_GAP);
  }
  return { at, width, height: zones.length === 0 ? 0 : y + rowHeight };
}

/**
 * The zones side by side in rows, in their order, close together: of every row width that
 * changes where a row breaks, the one whose plan fits `area` at the largest scale (a wide
 * screen gets one long row, a phone a column or two). A handful of zones: quadratic is fine.
 */
export function arrangeZones(
  zones: readonly (Size & { id: number })[],
  area: Size,
): MapArrangement {
  const fitScale = (a: MapArrangement) =>
    a.width === 0 ? 0 : Math.min(area.width / a.width, area.height / a.height);
  const widest = Math.max(0, ...zones.map((z) => z.width));
  let best = packRows(zones, widest);
  let sum = 0;
  for (const zone of zones) {
    sum += zone.width;
    const candidate = packRows(zones, Math.max(sum, widest));
    if (fitScale(candidate) > fitScale(best)) best = candidate;
    sum += ZONE_GAP;
  }
  return best;
}

/** A rack's place on the plan: its zone's place plus its own. */
export function placeOf(arrangement: MapArrangement): (rack: MapRack) => Point {
  return (rack) => {
    const zone = arrangement.at.get(rack.zoneId) ?? { x: 0, y: 0 };
    return { x: zone.x + rack.x, y: zone.y + rack.y };
  };
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
  /** A rack's place on the plan (its zone's place plus its own). */
  at: (rack: MapRack) => Point,
): MapRack | undefined {
  const horizontal = direction === 'left' || direction === 'right';
  const sign = direction === 'right' || direction === 'down' ? 1 : -1;
  const origin = at(from);
  let best: MapRack | undefined;
  let bestScore = Infinity;
  for (const rack of racks) {
    if (rack === from) continue;
    const p = at(rack);
    const along = (horizontal ? p.x - origin.x : p.y - origin.y) * sign;
    const across = Math.abs(horizontal ? p.y - origin.y : p.x - origin.x);
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

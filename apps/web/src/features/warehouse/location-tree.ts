import { compareLocationPart, type LocationSort, type WarehouseLocation } from '@shop/contract';

export const LOCATION_SORT_LABELS: Record<LocationSort, string> = {
  newest: 'Date (newest first)',
  oldest: 'Date (oldest first)',
  zone: 'Zone (A-Z)',
  aisle: 'Aisle (A-Z)',
};

export type ShelfGroup = { key: string; rack: string; locations: WarehouseLocation[] };
export type AisleGroup = {
  key: string;
  aisle: string;
  racks: ShelfGroup[];
  count: number;
  /** The zone's staging bin (ADR 0038), shown as "Staging", not as an aisle. */
  staging: boolean;
};
export type ZoneGroup = {
  key: string;
  zoneId: number;
  zoneCode: string;
  zoneName: string;
  aisles: AisleGroup[];
  count: number;
};

/** Zones alphabetically; aisles, racks and shelves numerically where they are numbers. */
const comparePart = compareLocationPart;

const time = (l: WarehouseLocation) => Date.parse(l.created_at);

/**
 * Orders the groups of one level. The name sorts (zone, aisle) keep the tree's natural order
 * at every level; the date sorts put first the group holding the newest (or oldest) location,
 * so a zone or bin just made is at the top, with its name order as the tie-break.
 */
function orderGroups<G>(
  groups: G[],
  name: (g: G) => string,
  members: (g: G) => WarehouseLocation[],
  sort: LocationSort,
): G[] {
  const byName = (a: G, b: G) => comparePart(name(a), name(b));
  if (sort === 'zone' || sort === 'aisle') return groups.sort(byName);
  const edges = new Map(
    groups.map((g) => {
      const times = members(g).map(time);
      return [g, sort === 'newest' ? Math.max(...times) : -Math.min(...times)] as const;
    }),
  );
  return groups.sort((a, b) => edges.get(b)! - edges.get(a)! || byName(a, b));
}

function groupBy<K>(items: WarehouseLocation[], keyOf: (l: WarehouseLocation) => K) {
  const map = new Map<K, WarehouseLocation[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

/** Orders the shelf rows of a rack: by date for the date sorts, else by shelf number. */
export function sortShelves(locations: WarehouseLocation[], sort: LocationSort) {
  return [...locations].sort((a, b) => {
    if (sort === 'newest') return time(b) - time(a) || comparePart(a.shelf, b.shelf);
    if (sort === 'oldest') return time(a) - time(b) || comparePart(a.shelf, b.shelf);
    return comparePart(a.shelf, b.shelf) || a.id - b.id;
  });
}

/**
 * The collapsible tree (docs/modules/warehouse.md#screens): zone, then aisle, then rack, then the
 * shelf rows.
 */
export function buildLocationTree(locations: WarehouseLocation[], sort: LocationSort): ZoneGroup[] {
  const zones = [...groupBy(locations, (l) => l.zone_id)].map(([zoneId, inZone]) => {
    const aisles = [...groupBy(inZone, (l) => l.aisle)].map(([aisle, inAisle]) => {
      const racks = [...groupBy(inAisle, (l) => l.rack)].map(([rack, inRack]) => ({
        key: `${zoneId}/${aisle}/${rack}`,
        rack,
        locations: sortShelves(inRack, sort),
      }));
      return {
        key: `${zoneId}/${aisle}`,
        aisle,
        racks: orderGroups(
          racks,
          (r) => r.rack,
          (r) => r.locations,
          sort,
        ),
        count: inAisle.length,
        staging: inAisle.every((l) => l.is_staging),
        members: inAisle,
      };
    });
    const first = inZone[0]!;
    return {
      key: String(zoneId),
      zoneId,
      zoneCode: first.zone_code,
      zoneName: first.zone_name,
      aisles: orderGroups(
        aisles,
        (a) => a.aisle,
        (a) => a.members,
        sort,
      ).map(({ members: _members, ...a }) => a),
      count: inZone.length,
      members: inZone,
    };
  });
  return orderGroups(
    zones,
    (z) => z.zoneCode,
    (z) => z.members,
    sort,
  ).map(({ members: _members, ...z }) => z);
}

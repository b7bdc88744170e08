/**
 * The warehouse's fixed rules (docs/modules/warehouse.md;
 * docs/modules/warehouse.md#rules): unit statuses and the transitions the server
 * enforces, movement kinds, location types, the zone generator's limits and the derivation of
 * coordinates. Pure, so the screens and the server run the same code.
 */
import type { OrderStatus } from './order-options.ts';

/**
 * The one warehouse this shop has (docs/modules/warehouse.md#rules).
 */
export const WAREHOUSE_ID: number = 1;

export const UNIT_STATUSES = [
  'available',
  'assigned',
  'shipped',
  'delivered',
  'returned',
  'damaged',
  'processing',
  'lost',
  'voided',
  'installed',
] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** A unit status as the screens name it. */
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Available',
  assigned: 'Assigned',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  damaged: 'Damaged',
  processing: 'Processing',
  lost: 'Lost',
  voided: 'Voided',
  installed: 'Installed',
};

/**
 * The table (docs/modules/warehouse.md#rules), enforced on the server. "completed" (delivered ->
 * completed) is not a unit status and is dropped (docs/modules/warehouse.md#units); lost is
 * terminal. Voided (ADR 0038) corrects a receipt: only from available, and only a unit
 * never assigned to an order (the server checks its movements); terminal like lost.
 * Installed (ADR 0041) is after delivered: the technician closed the order's
 * installation job; only a unit assigned to that order, or delivered to it, becomes installed
 * (the server checks the order), and it leaves only as a return.
 */
export const UNIT_TRANSITIONS: Record<UnitStatus, readonly UnitStatus[]> = {
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

export function canMoveUnit(from: UnitStatus, to: UnitStatus): boolean {
  return UNIT_TRANSITIONS[from].includes(to);
}

/**
 * Order statuses that still take units: before the goods leave. Only an order at one of these
 * is given units (by its payment, its reopening or an admin's Assign to Order).
 */
export const UNIT_TAKING_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'processing'];

/**
 * Where an order's units stand at each order status (docs/modules/warehouse.md#units): on a shelf
 * for the order, shipped, delivered; a cancelled or refunded order releases them.
 */
export const ORDER_UNIT_STATUS: Record<
  OrderStatus,
  'assigned' | 'shipped' | 'delivered' | 'released'
> = {
  pending: 'assigned',
  paid: 'assigned',
  processing: 'assigned',
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'delivered',
  cancelled: 'released',
  refunded: 'released',
};

/**
 * How a unit an order holds follows it to each stand, through the transitions of
 * UNIT_TRANSITIONS only (each step a movement): released units go back on the shelf before
 * shipping and come back as returned after it. Goods that left the warehouse cannot go back
 * on a shelf, nor delivered ones be shipped again, by an order's status alone: 'refused'
 * (their return is recorded on the unit first; ADR 0035).
 */
type UnitStand = (typeof ORDER_UNIT_STATUS)[OrderStatus];
const FOLLOW_STEPS: Partial<
  Record<UnitStatus, Record<UnitStand, readonly UnitStatus[] | 'refused'>>
> = {
  processing: {
    assigned: ['assigned'],
    shipped: ['assigned', 'shipped'],
    delivered: ['assigned', 'shipped', 'delivered'],
    released: ['available'],
  },
  assigned: {
    assigned: [],
    shipped: ['shipped'],
    delivered: ['shipped', 'delivered'],
    released: ['available'],
  },
  shipped: { assigned: 'refused', shipped: [], delivered: ['delivered'], released: ['returned'] },
  delivered: { assigned: 'refused', shipped: 'refused', delivered: [], released: ['returned'] },
  installed: { assigned: 'refused', shipped: 'refused', delivered: [], released: ['returned'] },
};

/**
 * The steps a unit of an order takes when the order reaches `orderStatus`: a list (empty when
 * it is there already), 'refused', or null for a unit outside the order's flow (returned,
 * damaged, lost), which stays as it is.
 */
export function unitFollowSteps(
  unit: UnitStatus,
  orderStatus: OrderStatus,
): readonly UnitStatus[] | 'refused' | null {
  return FOLLOW_STEPS[unit]?.[ORDER_UNIT_STATUS[orderStatus]] ?? null;
}

/**
 * The units an order holds (ADR 0035): on a shelf for it, or sent to its customer. A damaged,
 * returned or lost unit keeps its order in its history but no longer counts among its units:
 * every count of assigned, missing and waiting units uses this one list.
 */
export const ORDER_HELD_UNIT_STATUSES: readonly UnitStatus[] = [
  'assigned',
  'shipped',
  'delivered',
  'installed',
];

/** Statuses of a unit that is no longer on a shelf: its bin is given up. */
export const OFF_SHELF_STATUSES: readonly UnitStatus[] = [
  'shipped',
  'delivered',
  'lost',
  'voided',
  'installed',
];

/**
 * Statuses a person sets only deliberately, giving the reason (ADR 0038): the
 * server refuses the change without one, and the movement keeps it.
 */
export const REASONED_STATUSES: readonly UnitStatus[] = ['damaged', 'lost', 'voided'];

/** A unit of this status is a receipt's mistake: left out of lists and totals unless asked. */
export const HIDDEN_UNIT_STATUS: UnitStatus = 'voided';

/** Where a unit is (or was): a movement's from and to. Empty texts for parts not used. */
export type UnitPlace = {
  zoneId: number | null;
  zoneCode: string;
  aisle: string;
  rack: string;
  shelf: string;
  locationId: number | null;
  x: number | null;
  y: number | null;
  z: number | null;
};

export const MOVEMENT_TYPES = [
  'status_change',
  'location_change',
  'order_assignment',
  'order_shipment',
  'return_processing',
  'damage_report',
  'inventory_adjustment',
  'bulk_update',
  'manual_update',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const LOCATION_TYPES = ['standard', 'bulk', 'oversize', 'hazardous'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const UPDATE_METHODS = ['manual', 'scan', 'bulk', 'order', 'system'] as const;
export type UpdateMethod = (typeof UPDATE_METHODS)[number];
/** What a client may say a move was made by; `order` and `system` are the server's own. */
export const CLIENT_UPDATE_METHODS = [
  'manual',
  'scan',
  'bulk',
] as const satisfies readonly UpdateMethod[];

/** docs/modules/warehouse.md#rules: the zone generator's defaults and bounds. */
export const ZONE_GRID = {
  aisles: { min: 1, max: 50, default: 5 },
  racks: { min: 1, max: 100, default: 10 },
  shelves: { min: 1, max: 20, default: 5 },
} as const;
export const ZONE_CODE_MAX = 10;
export const LOCATION_LIST_MAX = 5000;
/**
 * The Locations screen's page of bins: searched, sorted and paged by the server, so a
 * warehouse of 100,000 bins answers as fast as one of 500 (ADR 0039).
 */
export const LOCATION_PAGE_SIZE = 200;
/** A search's count of bins stops here ("10,000+ bins match"): counting further costs time. */
export const LOCATION_COUNT_CAP = 10_000;
/**
 * The sort choices of the location list (docs/modules/warehouse.md#rules) (default: newest first).
 */
export const LOCATION_SORTS = ['newest', 'oldest', 'zone', 'aisle'] as const;
export type LocationSort = (typeof LOCATION_SORTS)[number];
export const MAPPING_DESCRIPTION_MAX = 255;
export const UNIT_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * docs/modules/warehouse.md#default-locations: the zone letter a category's products are suggested
 * into.
 */
export const CATEGORY_ZONE_LETTERS: Record<string, string> = {
  Electronics: 'A',
  Clothing: 'B',
  'Home & Garden': 'C',
  Books: 'D',
  Sports: 'E',
  Automotive: 'F',
};
export const OTHER_ZONE_LETTER = 'Z';

const numberOr1 = (text: string | null | undefined) => {
  const n = Number.parseInt(String(text ?? '').trim(), 10);
  return Number.isFinite(n) ? n : 1;
};

/**
 * docs/modules/warehouse.md#places-and-coordinates: coordinates derived from a location when none
 * is entered. x = zone letter index x 10 + aisle - 1, y = rack - 1, z = shelf - 1 (missing numbers
 * count as 1). The zone letter is the first letter of the zone code (A = 0); a code that starts
 * with no letter counts as A.
 */
export function deriveCoordinates(place: {
  zone: string;
  aisle?: string | null;
  rack?: string | null;
  shelf?: string | null;
}): { x: number; y: number; z: number } {
  const letter = place.zone.trim().toUpperCase().charCodeAt(0);
  const index = letter >= 65 && letter <= 90 ? letter - 65 : 0;
  return {
    x: index * 10 + numberOr1(place.aisle) - 1,
    y: numberOr1(place.rack) - 1,
    z: numberOr1(place.shelf) - 1,
  };
}

/**
 * What a bin's QR code holds (docs/modules/warehouse.md#picking-and-scanning:
 * "zone,aisle,rack,shelf"): the same on the screen and on the printed label, so a scan of either
 * gives one value.
 */
export function locationQrValue(place: {
  zone_code: string;
  aisle: string;
  rack: string;
  shelf: string;
}): string {
  return [place.zone_code, place.aisle, place.rack, place.shelf].join(',');
}

/**
 * A location's code: zone, aisle, rack and shelf joined with dashes, numbers padded to two
 * digits ("A-01-03-02"); parts left empty are left out.
 */
export function locationCode(place: {
  zone: string;
  aisle?: string | null;
  rack?: string | null;
  shelf?: string | null;
}): string {
  const pad = (v: string) => (/^\d+$/.test(v) ? v.padStart(2, '0') : v);
  return [place.zone.trim().toUpperCase(), place.aisle, place.rack, place.shelf]
    .map((v) => String(v ?? '').trim())
    .filter(Boolean)
    .map(pad)
    .join('-');
}

/**
 * How a unit's place reads to people: its bin's code ("A-01-02-03"), or
 * "RET staging" for a zone's staging bin, the one place of a zone with no aisle, rack or shelf
 * (the place key makes it unique, ADR 0038). Null when the unit is in no zone.
 */
export function placeName(place: {
  zone_code: string | null;
  aisle: string;
  rack: string;
  shelf: string;
}): string | null {
  if (!place.zone_code) return null;
  if (!place.aisle && !place.rack && !place.shelf) return `${place.zone_code} staging`;
  return locationCode({ zone: place.zone_code, ...place });
}

/**
 * docs/modules/warehouse.md#tables: a generated unit identifier is the first 4 letters of the
 * product name uppercased (or P) plus the product id, a dash, and the last 6 digits of a timestamp.
 * `suffix` (2, 3, ...) is added only where the plain identifier is taken.
 */
export function unitIdentifier(
  product: { id: number; name: string },
  timestamp: number,
  suffix?: number,
): string {
  const letters =
    product.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase() || 'P';
  const digits = String(Math.trunc(timestamp)).slice(-6).padStart(6, '0');
  return `${letters}${product.id}-${digits}${suffix ? `-${suffix}` : ''}`;
}

/**
 * The numeric sorting of the location tree (docs/modules/warehouse.md#screens): numbers in numeric
 * order, before text, text alphabetically.
 */
export function compareLocationPart(a: string, b: string): number {
  const na = /^\d+$/.test(a) ? Number(a) : null;
  const nb = /^\d+$/.test(b) ? Number(b) : null;
  if (na !== null && nb !== null) return na - nb;
  if (na !== null) return -1;
  if (nb !== null) return 1;
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

/**
 * docs/modules/warehouse.md#tables: the kinds of a unit's place change its location history shows.
 */
export const LOCATION_MOVE_KINDS = [
  'initial_assignment',
  'zone_transfer',
  'aisle_move',
  'rack_move',
  'shelf_move',
  'coordinate_adjustment',
  'removal',
] as const;
export type LocationMoveKind = (typeof LOCATION_MOVE_KINDS)[number];

/**
 * What kind of move a place change was: the first place is an initial assignment, leaving
 * every place a removal; otherwise the biggest part that changed (zone, aisle, rack, shelf),
 * or only the coordinates.
 */
export function locationMoveKind(from: UnitPlace | null, to: UnitPlace | null): LocationMoveKind {
  if (!from) return 'initial_assignment';
  if (!to) return 'removal';
  if (from.zoneId !== to.zoneId) return 'zone_transfer';
  if (from.aisle !== to.aisle) return 'aisle_move';
  if (from.rack !== to.rack) return 'rack_move';
  if (from.shelf !== to.shelf) return 'shelf_move';
  return 'coordinate_adjustment';
}

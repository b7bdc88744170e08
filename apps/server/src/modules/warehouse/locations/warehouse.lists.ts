import {
  warehousePage,
  type LocationsQuery,
  type MapLocation,
  type WarehouseLocation,
} from '@shop/contract';
import { embeddedJson } from '../../../lib/fast-response.ts';
import type { WarehouseRepository } from './warehouse.repository.ts';
import { toLocation, zoneNotFound } from './warehouse.mappers.ts';
import type { WarehouseLayout } from './warehouse.layout.ts';

/** JSON arrays of bins as one array. */
const joinArrays = (texts: string[]) =>
  `[${texts
    .filter((text) => text !== '[]')
    .map((text) => text.slice(1, -1))
    .join(',')}]`;

/** A list query's page as the repository reads it: the bin filter, the limit, the offset. */
const pageOf = (query: LocationsQuery) =>
  [
    {
      warehouseId: query.warehouse_id,
      zoneId: query.zone_id,
      aisle: query.aisle,
      rack: query.rack,
      shelf: query.shelf,
      available: query.available,
    },
    query.limit,
    (query.page - 1) * query.limit,
  ] as const;

/**
 * The bin lists: the Locations page's list (parsed, or as the JSON text the database wrote),
 * the search, the location stats and the map's data.
 */
export function createBinLists({
  repository,
  location,
}: {
  repository: WarehouseRepository;
  location: WarehouseLayout['location'];
}) {
  /**
   * Each zone's bins as JSON text, per shape (the list's or the map's), warehouse and zone,
   * with the signature of the rows it was written from. A request still asks the database
   * (one statement: the signatures, and the text of the wanted zones whose signature
   * changed), so a zone is written again only after it changed and no server instance ever
   * sends a changed zone's old text. At most the warehouse's bins once per shape (2 MB for
   * 5000 bins). ADR 0016.
   */
  const zoneTexts = new Map<string, { signature: string; json: string }>();

  async function zoneBins(
    shape: 'tree' | 'map',
    warehouseId: number,
    onlyZoneId: number | undefined,
    maxBins: number | null,
  ) {
    const prefix = `${shape}:${warehouseId}:`;
    // The entries as they are now: another request may replace or drop one meanwhile.
    const kept = new Map<number, { signature: string; json: string }>();
    for (const [key, entry] of zoneTexts) {
      if (key.startsWith(prefix)) kept.set(Number(key.slice(prefix.length)), entry);
    }
    const known = Object.fromEntries([...kept].map(([id, entry]) => [id, entry.signature]));
    const rows = await repository.zoneBinTexts(shape, warehouseId, onlyZoneId, known, maxBins);
    const present = new Set(rows.map((row) => row.zoneId));
    for (const id of kept.keys()) if (!present.has(id)) zoneTexts.delete(prefix + String(id));
    const wanted = rows.filter((row) => onlyZoneId === undefined || row.zoneId === onlyZoneId);
    const total = wanted.reduce((sum, row) => sum + row.bins, 0);
    // More bins than one page holds: no text was written, the caller pages them.
    if (maxBins !== null && total > maxBins) return { all: rows, wanted: null, total };
    return {
      all: rows,
      wanted: wanted.map((row) => {
        if (row.json === null) return { ...row, json: kept.get(row.zoneId)!.json };
        zoneTexts.set(prefix + String(row.zoneId), { signature: row.signature, json: row.json });
        return { ...row, json: row.json };
      }),
      total,
    };
  }

  async function locations(query: LocationsQuery) {
    if (query.location_id !== undefined) {
      const one = await location(query.location_id);
      return {
        success: true as const,
        locations: [one],
        pagination: { page: 1, limit: query.limit, total: 1, pages: 1 },
      };
    }
    const { rows, total } = await repository.locations(...pageOf(query));
    return {
      success: true as const,
      locations: rows.map(toLocation),
      pagination: warehousePage(query.page, query.limit, total),
    };
  }

  return {
    locations,

    /**
     * The same list for the HTTP answer: the bins as JSON text the database wrote in the
     * contract's shape, placed into the answer unparsed (lib/fast-response.ts embeddedJson):
     * 5000 bins are 2 MB that would otherwise be parsed, mapped and written again.
     */
    async locationsAnswer(query: LocationsQuery) {
      if (query.location_id !== undefined) return locations(query);
      // The Locations screen (ADR 0039): searched, sorted and paged here, counted.
      if (query.search || query.sort) {
        const [filter, limit, offset] = pageOf(query);
        const { json, total, truncated } = await repository.searchPage(
          filter,
          query.search,
          query.sort,
          limit,
          offset,
        );
        return {
          success: true as const,
          locations: embeddedJson<WarehouseLocation[]>(json),
          pagination: warehousePage(query.page, query.limit, total),
          truncated,
        };
      }
      // The Locations page's one request: every bin of the warehouse or a zone, on one page.
      if (!query.aisle && !query.rack && !query.shelf && !query.available && query.page === 1) {
        const { wanted, total } = await zoneBins(
          'tree',
          query.warehouse_id,
          query.zone_id,
          query.limit,
        );
        if (wanted) {
          return {
            success: true as const,
            locations: embeddedJson<WarehouseLocation[]>(joinArrays(wanted.map((z) => z.json))),
            pagination: warehousePage(1, query.limit, total),
          };
        }
      }
      const { json, total } = await repository.locationsJson(...pageOf(query));
      return {
        success: true as const,
        locations: embeddedJson<WarehouseLocation[]>(json),
        pagination: warehousePage(query.page, query.limit, total),
      };
    },

    async locationStats(warehouseId: number) {
      const { totals, zones, statuses } = await repository.locationStats(warehouseId);
      return {
        totalWithLocation: totals.units,
        totalLocations: totals.locations,
        fullLocations: totals.full,
        zoneBreakdown: zones,
        statusBreakdown: Object.fromEntries(statuses.map((r) => [r.status, r.n])),
        warehouseBounds: {
          min_x: totals.minX ?? 0,
          max_x: totals.maxX ?? 0,
          min_y: totals.minY ?? 0,
          max_y: totals.maxY ?? 0,
          min_z: totals.minZ ?? 0,
          max_z: totals.maxZ ?? 0,
        },
      };
    },

    async searchLocations(query: {
      warehouse_id: number;
      search: string;
      zone_id?: number | undefined;
      limit: number;
    }) {
      const rows = await repository.searchLocations(
        query.warehouse_id,
        query.search,
        query.zone_id,
        query.limit,
      );
      return rows.map(toLocation);
    },

    /** The map's data: the zones, and every bin (of one zone, by code or id) with its load. */
    async mapData(warehouseId: number, zone: string | undefined) {
      let picked: number | undefined;
      if (zone !== undefined && zone !== '') {
        const codes = await repository.zoneCodes(warehouseId);
        // A zone's code first, then its id.
        picked = (
          codes.find((z) => z.zoneCode === zone.toUpperCase()) ??
          codes.find((z) => String(z.id) === zone)
        )?.id;
        if (picked === undefined) throw zoneNotFound();
      }
      const { all, wanted } = await zoneBins('map', warehouseId, picked, null);
      return {
        success: true as const,
        zones: all.map((z) => ({ id: z.zoneId, zone_code: z.zoneCode, zone_name: z.zoneName })),
        // Sent as the database wrote it (the map's narrow rows), zone by zone in id order.
        locations: embeddedJson<MapLocation[]>(
          joinArrays((wanted ?? []).sort((a, b) => a.zoneId - b.zoneId).map((z) => z.json)),
        ),
      };
    },
  };
}

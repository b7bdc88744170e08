import {
  deriveCoordinates,
  locationCode,
  WAREHOUSE_MESSAGES,
  type CreateLocation,
  type CreateZone,
  MAPPING_MESSAGES,
  type LocationsQuery,
  type StatusMapping,
  type MapLocation,
  type WarehouseLocation,
  type Zone,
  warehousePage,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { embeddedJson } from '../../lib/fast-response.ts';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import {
  createWarehouseRepository,
  type LocationRow,
  type MappingRow,
  type ZoneRow,
} from './warehouse.repository.ts';

const iso = (value: string) => new Date(value).toISOString();

export function toZone(row: ZoneRow): Zone {
  return {
    id: row.id,
    warehouse_id: row.warehouseId,
    zone_code: row.zoneCode,
    zone_name: row.zoneName,
    description: row.description,
    location_count: row.locationCount,
    unit_count: row.unitCount,
    created_at: iso(row.createdAt),
  };
}

export function toLocation(row: LocationRow): WarehouseLocation {
  return {
    id: row.id,
    warehouse_id: row.warehouseId,
    zone_id: row.zoneId,
    zone_code: row.zoneCode,
    zone: row.zoneCode,
    zone_name: row.zoneName,
    aisle: row.aisle,
    rack: row.rack,
    shelf: row.shelf,
    x_coordinate: row.x,
    y_coordinate: row.y,
    z_coordinate: row.z,
    capacity: row.capacity,
    unit_count: row.unitCount,
    location_type: row.locationType,
    notes: row.notes,
    location_code: row.locationCode,
    is_active: row.isActive,
    is_available: row.isActive && (row.capacity === null || row.unitCount < row.capacity),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toMapping(row: MappingRow): StatusMapping {
  return {
    order_status: row.orderStatus,
    zone_id: row.zoneId,
    zone_code: row.zoneCode,
    zone_name: row.zoneName,
    description: row.description,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const mappingNotFound = () => new DomainError('not_found', MAPPING_MESSAGES.notFound);

/** A coordinate to one decimal (the form's step is 0.1). */
const tenth = (n: number) => Math.round(n * 10) / 10;

const zoneNotFound = () =>
  new DomainError('not_found', WAREHOUSE_MESSAGES.zoneNotFound, {
    fields: { zone_id: WAREHOUSE_MESSAGES.zoneNotFound },
  });

export type WarehouseService = ReturnType<typeof createWarehouseService>;

/**
 * Zones and bins (issue 8 item 1; warehouse-and-leads.md sections 5 and 7): a zone with its
 * grid in one transaction, single bins, the lists and the cascading options of the unit
 * location form. Units and their movements live in units.service.ts.
 */
export function createWarehouseService({ database }: { database: DatabaseHandle }) {
  const repository = createWarehouseRepository(database);

  async function zoneOrThrow(id: number) {
    const zone = await repository.zone(id);
    if (!zone) throw zoneNotFound();
    return zone;
  }

  async function mapping(orderStatus: string): Promise<StatusMapping> {
    const row = await repository.mapping(orderStatus);
    if (!row) throw mappingNotFound();
    return toMapping(row);
  }

  /**
   * Each zone's bins as JSON text, per shape (the list's or the map's), warehouse and zone,
   * with the signature of the rows it was written from. A request still asks the database
   * (one statement: the signatures, and the text of the wanted zones whose signature
   * changed), so a zone is written again only after it changed and no server instance ever
   * sends a changed zone's old text. At most the warehouse's bins once per shape (2 MB for
   * 5000 bins). ADR 0017.
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

  /** JSON arrays of bins as one array. */
  const joinArrays = (texts: string[]) =>
    `[${texts
      .filter((text) => text !== '[]')
      .map((text) => text.slice(1, -1))
      .join(',')}]`;

  /** A list query's bin filter. */
  const filterOf = (query: LocationsQuery) => ({
    warehouseId: query.warehouse_id,
    zoneId: query.zone_id,
    aisle: query.aisle,
    rack: query.rack,
    shelf: query.shelf,
    available: query.available,
  });

  async function location(id: number): Promise<WarehouseLocation> {
    const row = await repository.location(id);
    if (!row) throw new DomainError('not_found', WAREHOUSE_MESSAGES.locationNotFound);
    return toLocation(row);
  }

  return {
    async zones(warehouseId: number): Promise<Zone[]> {
      return (await repository.zones(warehouseId)).map(toZone);
    },

    zone: async (id: number) => toZone(await zoneOrThrow(id)),

    /**
     * The zone and, when asked, every bin of its grid: one transaction, so a zone never
     * exists with half its bins. Bins get the zone letter's coordinates and codes.
     */
    async createZone(input: CreateZone): Promise<{ zone: Zone; locationsCreated: number }> {
      const { zoneId, created } = await database
        .transaction(async () => {
          const id = await repository.insertZone({
            warehouseId: input.warehouse_id,
            zoneCode: input.zone_code,
            zoneName: input.zone_name,
            description: input.description,
          });
          const made = input.grid
            ? await repository.insertGrid({
                warehouseId: input.warehouse_id,
                zoneId: id,
                zoneCode: input.zone_code,
                letterIndex: deriveCoordinates({ zone: input.zone_code, aisle: '1' }).x / 10,
                ...input.grid,
                notes: input.description ? `Part of zone: ${input.description}` : '',
              })
            : 0;
          return { zoneId: id, created: made };
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) {
            throw new DomainError('conflict', WAREHOUSE_MESSAGES.zoneCodeTaken, {
              fields: { zone_code: WAREHOUSE_MESSAGES.zoneCodeTaken },
            });
          }
          throw err;
        });
      return { zone: toZone(await zoneOrThrow(zoneId)), locationsCreated: created };
    },

    /**
     * One bin. Coordinates not entered are derived from the place
     * (warehouse-and-leads.md section 5); the place is unique per warehouse (409).
     */
    async createLocation(input: CreateLocation): Promise<WarehouseLocation> {
      const zone = await zoneOrThrow(input.zone_id);
      const place = {
        zone: zone.zoneCode,
        aisle: input.aisle,
        rack: input.rack,
        shelf: input.shelf,
      };
      const entered =
        input.x_coordinate !== null || input.y_coordinate !== null || input.z_coordinate !== null;
      const derived = deriveCoordinates(place);
      // One statement: the unique place key decides between two staff creating the same bin.
      const id = await repository
        .insertLocation({
          warehouseId: input.warehouse_id,
          zoneId: zone.id,
          aisle: input.aisle,
          rack: input.rack,
          shelf: input.shelf,
          x: tenth(entered ? (input.x_coordinate ?? 0) : derived.x),
          y: tenth(entered ? (input.y_coordinate ?? 0) : derived.y),
          z: tenth(entered ? (input.z_coordinate ?? 0) : derived.z),
          capacity: input.capacity,
          locationType: input.location_type,
          notes: input.notes,
          locationCode: locationCode(place),
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) {
            throw new DomainError('conflict', WAREHOUSE_MESSAGES.locationTaken, {
              fields: { location: WAREHOUSE_MESSAGES.locationTaken },
            });
          }
          throw err;
        });
      return location(id);
    },

    location,

    async locations(query: LocationsQuery) {
      if (query.location_id !== undefined) {
        const one = await location(query.location_id);
        return {
          success: true as const,
          locations: [one],
          pagination: { page: 1, limit: query.limit, total: 1, pages: 1 },
        };
      }
      const { rows, total } = await repository.locations(
        filterOf(query),
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        success: true as const,
        locations: rows.map(toLocation),
        pagination: warehousePage(query.page, query.limit, total),
      };
    },

    /**
     * The same list for the HTTP answer: the bins as JSON text the database wrote in the
     * contract's shape, placed into the answer unparsed (lib/fast-response.ts embeddedJson):
     * 5000 bins are 2 MB that would otherwise be parsed, mapped and written again.
     */
    async locationsAnswer(query: LocationsQuery) {
      if (query.location_id !== undefined) return this.locations(query);
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
      const { json, total } = await repository.locationsJson(
        filterOf(query),
        query.limit,
        (query.page - 1) * query.limit,
      );
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

    async mappings(): Promise<StatusMapping[]> {
      return (await repository.mappings()).map(toMapping);
    },

    mapping,

    /** One mapping per order status (409 for a second); the zone must exist. */
    async createMapping(input: { order_status: string; zone_id: number; description: string }) {
      await zoneOrThrow(input.zone_id);
      try {
        await repository.insertMapping({
          orderStatus: input.order_status,
          zoneId: input.zone_id,
          description: input.description,
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new DomainError('conflict', MAPPING_MESSAGES.taken, {
            fields: { order_status: MAPPING_MESSAGES.taken },
          });
        }
        throw err;
      }
      return mapping(input.order_status);
    },

    async updateMapping(orderStatus: string, input: { zone_id: number; description: string }) {
      await zoneOrThrow(input.zone_id);
      const found = await repository.updateMapping(orderStatus, {
        zoneId: input.zone_id,
        description: input.description,
      });
      if (!found) throw mappingNotFound();
      return mapping(orderStatus);
    },

    async deleteMapping(orderStatus: string) {
      if (!(await repository.deleteMapping(orderStatus))) throw mappingNotFound();
      return { success: true as const, message: MAPPING_MESSAGES.deleted };
    },

    async aisles(zoneId: number) {
      await zoneOrThrow(zoneId);
      return repository.aisleOptions(zoneId);
    },

    async racks(zoneId: number, aisle: string) {
      await zoneOrThrow(zoneId);
      return repository.rackOptions(zoneId, aisle);
    },

    async shelves(zoneId: number, aisle: string, rack: string) {
      await zoneOrThrow(zoneId);
      return repository.shelfOptions(zoneId, aisle, rack);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import {
  createLocation,
  createStatusMapping,
  createZone,
  deleteLocation,
  deleteStatusMapping,
  deleteZone,
  getLocation,
  getLocationHistory,
  getLocationStats,
  getMapData,
  getStatusMapping,
  getZoneHistory,
  listAvailableLocations,
  listLocations,
  listLocationZones,
  listStatusMappings,
  listZoneAisles,
  listZoneLocations,
  listZoneRacks,
  listZones,
  listZoneShelves,
  printZoneLabels,
  searchLocations,
  updateLocation,
  updateStatusMapping,
  updateZone,
} from '@shop/contract/warehouse/endpoints';
import { gzipLargeJson, plainJsonSerializer } from '../../lib/fast-response.ts';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { ServiceRegistry } from '../module.ts';
import type { WarehouseService } from './warehouse.service.ts';

/** Thousands of bins, built by the typed service: sent as is (lib/fast-response.ts). */
const manyBins = { serializerCompiler: plainJsonSerializer, onSend: gzipLargeJson };

/** Zones and bins, and the zone status mappings (docs/modules/warehouse.md). Admins only. */
export async function warehouseRoutes(
  app: FastifyInstance,
  {
    warehouse,
    documents,
  }: {
    warehouse: WarehouseService;
    documents: Pick<ServiceRegistry['documents'], 'locationLabels'>;
  },
) {
  const zones = async (warehouseId: number) => ({
    success: true as const,
    zones: await warehouse.zones(warehouseId),
  });
  serve(app, listZones, async (request) => zones(request.query.warehouse_id));
  serve(app, listLocationZones, async (request) => zones(request.query.warehouse_id));

  serve(app, getLocationStats, async (request) => ({
    success: true as const,
    stats: await warehouse.locationStats(request.query.warehouse_id),
  }));

  serve(
    app,
    searchLocations,
    async (request) => ({
      success: true as const,
      locations: await warehouse.searchLocations(request.query),
    }),
    manyBins,
  );

  serve(
    app,
    getMapData,
    async (request) => warehouse.mapData(request.query.warehouse_id, request.query.zone),
    manyBins,
  );

  serve(app, createZone, async (request) => {
    const { zone, locationsCreated } = await warehouse.createZone(request.body);
    return { success: true as const, zone, locations_created: locationsCreated };
  });

  serve(app, printZoneLabels, async (request, reply) => {
    const { fileName, pdf } = await documents.locationLabels(
      request.params.zoneId,
      request.query.aisle || undefined,
    );
    // Inline: the browser opens it ready to print.
    return reply.sendAttachment('application/pdf', fileName, pdf, 'inline');
  });

  serve(app, listZoneAisles, async (request) => ({
    success: true as const,
    aisles: await warehouse.aisles(request.params.zoneId),
  }));

  serve(app, listZoneRacks, async (request) => ({
    success: true as const,
    racks: await warehouse.racks(request.params.zoneId, request.query.aisle),
  }));

  serve(app, listZoneShelves, async (request) => ({
    success: true as const,
    shelves: await warehouse.shelves(
      request.params.zoneId,
      request.query.aisle,
      request.query.rack,
    ),
  }));

  serve(
    app,
    listZoneLocations,
    async (request) => {
      await warehouse.zone(request.params.zoneId);
      return warehouse.locationsAnswer({ ...request.query, zone_id: request.params.zoneId });
    },
    manyBins,
  );

  serve(app, listLocations, async (request) => warehouse.locationsAnswer(request.query), manyBins);

  serve(
    app,
    listAvailableLocations,
    async (request) => warehouse.locationsAnswer({ ...request.query, available: true }),
    manyBins,
  );

  serve(app, getLocation, async (request) => ({
    success: true as const,
    location: await warehouse.location(request.params.id),
  }));

  serve(app, createLocation, async (request) => ({
    success: true as const,
    location: await warehouse.createLocation(request.body),
  }));

  // Corrections of the layout, each written to the layout history.
  serve(app, updateZone, async (request) => ({
    success: true as const,
    zone: await warehouse.updateZone(currentUser(request).id, request.params.zoneId, request.body),
  }));

  serve(app, deleteZone, async (request) =>
    warehouse.deleteZone(currentUser(request).id, request.params.zoneId),
  );

  serve(app, getZoneHistory, async (request) => ({
    success: true as const,
    changes: await warehouse.zoneHistory(request.params.zoneId),
  }));

  serve(app, updateLocation, async (request) => ({
    success: true as const,
    location: await warehouse.updateLocation(
      currentUser(request).id,
      request.params.id,
      request.body,
    ),
  }));

  serve(app, deleteLocation, async (request) =>
    warehouse.deleteLocation(currentUser(request).id, request.params.id),
  );

  serve(app, getLocationHistory, async (request) => ({
    success: true as const,
    changes: await warehouse.locationHistory(request.params.id),
  }));

  // Zone status mappings: an order status whose units move to a zone
  // (docs/modules/warehouse.md#status-mappings).
  serve(app, listStatusMappings, async () => ({
    success: true as const,
    mappings: await warehouse.mappings(),
  }));

  serve(app, getStatusMapping, async (request) => ({
    success: true as const,
    mapping: await warehouse.mapping(request.params.orderStatus),
  }));

  serve(app, createStatusMapping, async (request) => ({
    success: true as const,
    mapping: await warehouse.createMapping(request.body),
  }));

  serve(app, updateStatusMapping, async (request) => ({
    success: true as const,
    mapping: await warehouse.updateMapping(request.params.orderStatus, request.body),
  }));

  serve(app, deleteStatusMapping, async (request) =>
    warehouse.deleteMapping(request.params.orderStatus),
  );
}

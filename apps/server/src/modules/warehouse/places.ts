import { deriveCoordinates } from '@shop/contract';

/**
 * A place in a zone as bins, units and default places keep it: its aisle, rack and shelf
 * ('' when not used) and its coordinates.
 */
export type PlaceParts = {
  aisle: string;
  rack: string;
  shelf: string;
  x: number;
  y: number;
  z: number;
};

/**
 * Where a unit goes, or where a product is shelved by default: a zone, maybe a bin, the
 * place's own copy of aisle/rack/shelf/coordinates and its notes.
 */
export type PlaceWrite = PlaceParts & { zoneId: number; locationId: number | null; notes: string };

/** A unit placed in a bin: the bin's zone, its place parts and coordinates, and the notes. */
export function placeInBin(
  bin: PlaceParts & { zoneId: number; id: number },
  notes: string,
): PlaceWrite {
  return {
    zoneId: bin.zoneId,
    locationId: bin.id,
    aisle: bin.aisle,
    rack: bin.rack,
    shelf: bin.shelf,
    x: bin.x,
    y: bin.y,
    z: bin.z,
    notes,
  };
}

/**
 * A zone's staging bin (ADR 0038): beside the zone's first aisle, at the
 * coordinates of "aisle 0" (so never on top of a rack of the grid), noted as what it is.
 * Migration 0031 makes the same for the zones that were there before.
 */
export function stagingBinPlace(zoneCode: string) {
  return {
    ...deriveCoordinates({ zone: zoneCode, aisle: '0' }),
    notes: 'Staging area of the zone',
  };
}

/** A place's parts as the contract's answers name them. */
export const placeFields = (place: PlaceParts) => ({
  aisle: place.aisle,
  rack: place.rack,
  shelf: place.shelf,
  x_coordinate: place.x,
  y_coordinate: place.y,
  z_coordinate: place.z,
});

/** A coordinate to one decimal (the forms' step is 0.1). */
const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * The coordinates of a new place, a bin or a unit's place in a zone: those entered (one left
 * out counts as 0) or, when none is, all three derived from the place
 * (docs/modules/warehouse.md#places-and-coordinates); to one decimal.
 */
export function placeCoordinates(
  place: { zone: string; aisle: string; rack: string; shelf: string },
  entered: {
    x_coordinate: number | null;
    y_coordinate: number | null;
    z_coordinate: number | null;
  },
): { x: number; y: number; z: number } {
  const { x_coordinate: x, y_coordinate: y, z_coordinate: z } = entered;
  if (x !== null || y !== null || z !== null) {
    return { x: tenth(x ?? 0), y: tenth(y ?? 0), z: tenth(z ?? 0) };
  }
  const derived = deriveCoordinates(place);
  return { x: tenth(derived.x), y: tenth(derived.y), z: tenth(derived.z) };
}

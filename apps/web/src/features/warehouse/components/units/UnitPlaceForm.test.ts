import { describe, expect, it } from 'vitest';
import { changePlace, EMPTY_PLACE } from '../place/PlaceFields';
import { EMPTY_PLACE_DRAFT, placeErrors, placeInput } from './UnitPlaceForm';

const full = { zone_id: 1, aisle: '1', rack: '2', shelf: '3', location_id: 9 };
const shelves = [
  { shelf: '1', location_id: 7 },
  { shelf: '2', location_id: 8 },
];

describe('the unit location form (docs/modules/warehouse.md#places-and-coordinates)', () => {
  it('clears the lower parts when a higher one changes, and finds the shelf\u2019s bin', () => {
    expect(changePlace(full, 'zone_id', '2')).toEqual({ ...EMPTY_PLACE, zone_id: 2 });
    expect(changePlace(full, 'zone_id', '')).toEqual(EMPTY_PLACE);
    expect(changePlace(full, 'aisle', '4')).toEqual({
      zone_id: 1,
      aisle: '4',
      rack: '',
      shelf: '',
      location_id: null,
    });
    expect(changePlace(full, 'rack', '5')).toEqual({
      zone_id: 1,
      aisle: '1',
      rack: '5',
      shelf: '',
      location_id: null,
    });
    expect(changePlace(full, 'shelf', '2', shelves).location_id).toBe(8);
    expect(changePlace(full, 'shelf', '6', shelves).location_id).toBeNull();
  });

  it('checks with the contract\u2019s messages, joined with commas', () => {
    expect(placeErrors(EMPTY_PLACE_DRAFT)).toBe(
      'Zone is required, At least one location identifier or coordinate is required',
    );
    const zoned = { ...EMPTY_PLACE_DRAFT, place: { ...EMPTY_PLACE, zone_id: 1 } };
    expect(placeErrors({ ...zoned, x: 'abc', z: '1e9' })).toBe(
      'X coordinate must be a valid number, Z coordinate must be a valid number',
    );
    expect(placeErrors({ ...zoned, y: '2.5' })).toBeNull();
    expect(placeErrors({ ...zoned, place: { ...zoned.place, aisle: '1' } })).toBeNull();
    // A bin chosen is enough on its own.
    expect(
      placeErrors({ ...EMPTY_PLACE_DRAFT, place: { ...EMPTY_PLACE, location_id: 7 } }),
    ).toBeNull();
    expect(placeInput({ ...zoned, reason: 'Moved' })).toMatchObject({
      zone_id: 1,
      warehouse_location_id: null,
      movement_reason: 'Moved',
      update_method: 'manual',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapLocation } from '@shop/contract';
import { layoutMap } from './map-layout';
import { WarehousePlan } from './WarehousePlan';

afterEach(() => vi.restoreAllMocks());

let nextId = 1;
const bin = (zone_id: number, x: number, y: number): MapLocation => ({
  id: nextId++,
  zone_id,
  aisle: String((x % 10) + 1),
  rack: String(y + 1),
  shelf: '1',
  x,
  y,
  z: 0,
  capacity: 10,
  unit_count: 0,
  is_active: true,
  is_staging: false,
  location_code: `Z${zone_id}-${x}-${y}`,
});

/** The demo warehouse's shape: A and B near the start, RET and SHIP 170 aisles to the right. */
const zones = [
  { id: 1, zone_code: 'A', zone_name: 'Cameras & recorders' },
  { id: 2, zone_code: 'B', zone_name: 'Alarms, access & doorbells' },
  { id: 3, zone_code: 'RET', zone_name: 'Returns & repairs' },
  { id: 4, zone_code: 'SHIP', zone_name: 'Shipping dock' },
];
const locations = [
  ...[0, 1, 2, 3].flatMap((x) => [0, 1, 2, 3, 4, 5].map((y) => bin(1, x, y))),
  ...[10, 11, 12].flatMap((x) => [0, 1, 2, 3, 4, 5].map((y) => bin(2, x, y))),
  bin(3, 170, 0),
  bin(3, 170, 1),
  bin(4, 180, 0),
  bin(4, 180, 1),
];
const layout = layoutMap({ zones, locations });

type Box = { x: number; y: number; width: number; height: number };
const viewBox = (): Box => {
  const [x, y, width, height] = screen
    .getByRole('group', { name: 'Warehouse floor plan' })
    .getAttribute('viewBox')!
    .split(' ')
    .map(Number);
  return { x: x!, y: y!, width: width!, height: height! };
};
/** Each zone's outline on the plan: its group's translate plus the outline's size. */
const zoneOutlines = (): Box[] =>
  [...document.querySelectorAll<SVGGElement>('g[data-zone]')].map((g) => {
    const [, x, y] = /translate\(([-\d.]+)[ ,]([-\d.]+)\)/.exec(g.getAttribute('transform')!)!;
    const outline = g.querySelector('rect.warehouse-map-zone')!;
    return {
      x: Number(x),
      y: Number(y),
      width: Number(outline.getAttribute('width')),
      height: Number(outline.getAttribute('height')),
    };
  });
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.width <= outer.x + outer.width + 0.01 &&
  inner.y + inner.height <= outer.y + outer.height + 0.01;

/** The frame as wide as a phone's column or a desktop's, as the browser would measure it. */
const frameWidth = (width: number) =>
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);

const draw = (onSelect = vi.fn()) => {
  render(<WarehousePlan layout={layout} selectedKey={null} onSelect={onSelect} />);
  return onSelect;
};
const zoomText = () => screen.getByText(/^Zoom \d+%$/).textContent;

describe('WarehousePlan', () => {
  it.each([343, 1250])(
    'fits every zone into a %i px frame, however far apart their coordinates are',
    (width) => {
      frameWidth(width);
      draw();
      const plan = screen.getByRole('group', { name: 'Warehouse floor plan' });
      // The drawing takes the frame's width, never its own: the page cannot scroll sideways.
      expect(plan).toHaveAttribute('width', '100%');
      const box = viewBox();
      const outlines = zoneOutlines();
      expect(outlines).toHaveLength(4);
      for (const outline of outlines) expect(inside(outline, box)).toBe(true);
      // Close together: the plan is not the 6,500 px strip the coordinates would give.
      expect(box.width).toBeLessThan(1400);
      expect(zoomText()).toBe('Zoom 100%');
    },
  );

  it('writes every zone name whole, its full label as the zone title', () => {
    frameWidth(343);
    draw();
    for (const zone of zones) {
      const group = document.querySelector(`g[data-zone="${zone.id}"]`)!;
      expect(
        within(group as HTMLElement).getByText(`Zone ${zone.zone_code}: ${zone.zone_name}`),
      ).toBeInTheDocument();
      const name = group.querySelector('text.warehouse-map-zone-name')!;
      // Drawn in lines; read (and copied) as the one name.
      expect(name.textContent).toBe(`${zone.zone_code} · ${zone.zone_name}`);
    }
  });

  it('zooms in, out and back to the fit with its labelled buttons, from the keyboard too', async () => {
    frameWidth(1250);
    draw();
    const fit = viewBox();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const reset = screen.getByRole('button', { name: 'Reset zoom' });
    // Nothing to zoom out of or reset at the fit: said, and the buttons stay focusable.
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveAttribute('aria-disabled', 'true');

    const user = userEvent.setup({ delay: null });
    await user.click(zoomIn);
    expect(zoomText()).toBe('Zoom 150%');
    expect(viewBox().width).toBeCloseTo(fit.width / 1.5);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');

    zoomIn.focus();
    await user.keyboard('{Enter}');
    expect(zoomText()).toBe('Zoom 225%');
    await user.tab();
    expect(zoomOut).toHaveFocus();
    await user.keyboard(' ');
    expect(zoomText()).toBe('Zoom 150%');
    await user.tab();
    expect(reset).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(zoomText()).toBe('Zoom 100%');
    expect(viewBox()).toEqual(fit);
    // At the fit, Zoom out does nothing more: the whole plan already shows.
    await user.click(zoomOut);
    expect(viewBox()).toEqual(fit);
  });

  it('zooms with the wheel about the pointer and with + and - on a rack', () => {
    frameWidth(1250);
    draw();
    const plan = screen.getByRole('group', { name: 'Warehouse floor plan' });
    fireEvent.wheel(plan, { deltaY: -200, clientX: 100, clientY: 50 });
    expect(zoomText()).not.toBe('Zoom 100%');
    fireEvent.wheel(plan, { deltaY: 5000, clientX: 100, clientY: 50 });
    expect(zoomText()).toBe('Zoom 100%');

    const rack = screen.getByRole('button', { name: /^Rack A-01-01/ });
    fireEvent.keyDown(rack, { key: '+' });
    expect(zoomText()).toBe('Zoom 150%');
    fireEvent.keyDown(rack, { key: '-' });
    expect(zoomText()).toBe('Zoom 100%');
    fireEvent.keyDown(rack, { key: '+' });
    fireEvent.keyDown(rack, { key: '0' });
    expect(zoomText()).toBe('Zoom 100%');
  });

  it('pans with a drag, and a drag does not pick the rack it ends on', () => {
    frameWidth(343);
    const onSelect = draw();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const before = viewBox();
    const rack = screen.getByRole('button', { name: /^Rack A-01-01/ });
    fireEvent.pointerDown(rack, { pointerId: 1, button: 0, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(rack, { pointerId: 1, clientX: 150, clientY: 80 });
    fireEvent.pointerUp(rack, { pointerId: 1, clientX: 150, clientY: 80 });
    fireEvent.click(rack);
    const after = viewBox();
    const scale = 343 / before.width;
    expect(after.x).toBeCloseTo(before.x + 50 / scale);
    expect(after.y).toBeCloseTo(before.y + 20 / scale);
    expect(onSelect).not.toHaveBeenCalled();
    // A plain click still picks it.
    fireEvent.click(rack);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('zooms with a pinch about the fingers', () => {
    frameWidth(343);
    draw();
    const plan = screen.getByRole('group', { name: 'Warehouse floor plan' });
    const touch = { pointerType: 'touch' };
    fireEvent.pointerDown(plan, { ...touch, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(plan, { ...touch, pointerId: 2, clientX: 140, clientY: 100 });
    fireEvent.pointerMove(plan, { ...touch, pointerId: 2, clientX: 180, clientY: 100 });
    fireEvent.pointerUp(plan, { ...touch, pointerId: 2 });
    fireEvent.pointerUp(plan, { ...touch, pointerId: 1 });
    expect(zoomText()).toBe('Zoom 200%');
  });

  it('brings a rack the keyboard moves to into view', () => {
    frameWidth(343);
    draw();
    for (let i = 0; i < 6; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const last = screen.getByRole('button', { name: /^Rack SHIP-01-02/ });
    fireEvent.keyDown(screen.getByRole('button', { name: /^Rack A-01-01/ }), { key: 'End' });
    expect(last).toHaveAttribute('tabindex', '0');
    const box = viewBox();
    const shipZone = zoneOutlines()[3]!;
    const x = shipZone.x + Number(last.getAttribute('x'));
    const y = shipZone.y + Number(last.getAttribute('y'));
    expect(inside({ x, y, width: 28, height: 28 }, box)).toBe(true);
  });
});

describe('a staging bin on the plan (ADR 0038)', () => {
  it('is named Staging and marked S', () => {
    frameWidth(1250);
    const staging = { ...bin(1, -1, 0), aisle: '', rack: '', shelf: '', is_staging: true };
    render(
      <WarehousePlan
        layout={layoutMap({ zones, locations: [...locations, staging] })}
        selectedKey={null}
        onSelect={vi.fn()}
      />,
    );
    const rack = screen.getByRole('button', { name: /^Staging A: / });
    expect(rack.nextSibling?.textContent).toBe('S');
  });
});

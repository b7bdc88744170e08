import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  loadPercent,
  nextRack,
  OCCUPANCY_LABELS,
  type MapDirection,
  type MapLayout,
  type MapRack,
  type Occupancy,
} from './map-layout';

/** A rack's square and the step between two racks, in pixels. */
const CELL = 28;
const PITCH = 36;
const MARGIN = 8;

/** Fill and outline of each state; the hatch and the dashes say it without colour too. */
export const OCCUPANCY_STYLE: Record<
  Occupancy,
  { fill: string; stroke: string; dash?: string; width?: number }
> = {
  empty: { fill: '#f8f9fa', stroke: '#6c757d' },
  partial: { fill: '#75b798', stroke: '#146c43' },
  full: { fill: '#ffc107', stroke: '#997404' },
  over: { fill: 'url(#map-over)', stroke: '#58151c', width: 3 },
  'no-capacity': { fill: '#cfe2ff', stroke: '#0a58ca', dash: '4 3' },
  inactive: { fill: 'url(#map-inactive)', stroke: '#495057', dash: '2 2' },
};

/** The patterns the fills refer to; drawn once per page (the legend uses them too). */
export function MapPatterns() {
  return (
    <svg width="0" height="0" className="position-absolute" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="map-over" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#dc3545" />
          <path d="M0 6 L6 0" stroke="#58151c" strokeWidth="1.5" />
        </pattern>
        <pattern id="map-inactive" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#dee2e6" />
          <path d="M0 0 L6 6" stroke="#6c757d" strokeWidth="1" />
        </pattern>
      </defs>
    </svg>
  );
}

/** "12 of 20 units (60%), partly full": a rack's load in words. */
export function rackLoadText(rack: Pick<MapRack, 'units' | 'capacity' | 'occupancy'>) {
  const percent = loadPercent(rack.units, rack.capacity);
  const unitWord = rack.units === 1 ? 'unit' : 'units';
  const load =
    rack.capacity === null
      ? `${rack.units} ${unitWord}`
      : `${rack.units} of ${rack.capacity} ${unitWord} (${percent}%)`;
  return `${load}, ${OCCUPANCY_LABELS[rack.occupancy].toLowerCase()}`;
}

const px = (cells: number) => MARGIN + cells * PITCH;

/** A zone's label cut to its outline's width (about 9 px a bold character), the cut marked "…". */
export function zoneLabel(code: string, name: string, width: number) {
  const full = name ? `${code} · ${name}` : code;
  const fits = Math.floor(width / 9);
  if (full.length <= fits) return full;
  // The code always shows; the name only when a few of its letters fit too.
  return fits >= code.length + 5 ? `${full.slice(0, fits - 1)}…` : code;
}

const ARROWS: Record<string, MapDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The drawing itself: zone outlines, labels and one square per rack. Memoized on the layout
 * and the rack that holds the plan's one Tab stop, so hovering or selecting a rack never
 * draws it again.
 */
const PlanShapes = memo(function PlanShapes({
  layout,
  tabStopKey,
}: {
  layout: MapLayout;
  tabStopKey: string | undefined;
}) {
  return (
    <>
      {layout.zones.map((zone) => (
        <g key={zone.id}>
          <title>{zone.name ? `Zone ${zone.code}: ${zone.name}` : `Zone ${zone.code}`}</title>
          <rect
            x={px(zone.col) - MARGIN / 2}
            y={px(zone.row) - MARGIN / 2}
            width={zone.cols * PITCH - (PITCH - CELL) + MARGIN}
            height={zone.rows * PITCH - (PITCH - CELL) + MARGIN}
            rx="6"
            fill="none"
            stroke="#0d6efd"
            strokeWidth="1.5"
          />
          <text x={px(zone.col)} y={px(zone.row) + 18} fontSize="14" fontWeight="600">
            {zoneLabel(zone.code, zone.name, zone.cols * PITCH - (PITCH - CELL))}
          </text>
        </g>
      ))}
      {layout.aisles.map((aisle) => (
        <text
          key={aisle.key}
          x={px(aisle.col) + CELL / 2}
          y={px(aisle.row) + 18}
          fontSize="11"
          textAnchor="middle"
          fill="#495057"
        >
          {aisle.text}
        </text>
      ))}
      {layout.racks.map((rack) => {
        const style = OCCUPANCY_STYLE[rack.occupancy];
        return (
          <rect
            key={rack.key}
            data-rack={rack.key}
            className="warehouse-map-rack"
            role="button"
            tabIndex={rack.key === tabStopKey ? 0 : -1}
            aria-label={`Rack ${rack.code}: ${rackLoadText(rack)}`}
            x={px(rack.col)}
            y={px(rack.row)}
            width={CELL}
            height={CELL}
            rx="3"
            fill={style.fill}
            stroke={style.stroke}
            strokeWidth={style.width ?? 1.5}
            strokeDasharray={style.dash}
          />
        );
      })}
    </>
  );
});

/**
 * The floor plan: racks at their coordinates, coloured by load. One listener on the drawing
 * finds the rack under the pointer or focus (no handler per rack); a rack's code and load
 * show beside it, and a click or Enter picks it. The plan is one Tab stop (the rack last
 * focused, else the first): the arrow keys move between racks, Home and End to the first and
 * last, so a thousand racks are not a thousand Tab presses.
 */
export function WarehousePlan({
  layout,
  selectedKey,
  onSelect,
}: {
  layout: MapLayout;
  selectedKey: string | null;
  /** `byKeyboard`: Enter or Space picked it (the page then moves focus to its shelves). */
  onSelect: (rack: MapRack, byKeyboard: boolean) => void;
}) {
  const byKey = useMemo(() => new Map(layout.racks.map((r) => [r.key, r])), [layout]);
  // By key: a new plan (another zone) drops a tip whose rack is no longer drawn.
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const hovered = hoveredKey ? byKey.get(hoveredKey) : undefined;

  const rackOf = useCallback(
    (target: EventTarget) =>
      target instanceof Element
        ? byKey.get(target.closest('[data-rack]')?.getAttribute('data-rack') ?? '')
        : undefined,
    [byKey],
  );
  const show = (event: MouseEvent) => setHoveredKey(rackOf(event.target)?.key ?? null);
  const pick = (event: MouseEvent) => {
    const rack = rackOf(event.target);
    if (rack) onSelect(rack, false);
  };
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const tabStopKey =
    (focusedKey && byKey.has(focusedKey) ? focusedKey : undefined) ??
    (selectedKey && byKey.has(selectedKey) ? selectedKey : undefined) ??
    layout.racks[0]?.key;
  const planRef = useRef<SVGSVGElement>(null);
  const focusRack = (rack: MapRack) => {
    setFocusedKey(rack.key);
    planRef.current?.querySelector<SVGElement>(`[data-rack="${CSS.escape(rack.key)}"]`)?.focus();
  };
  const onFocus = (event: FocusEvent) => {
    const rack = rackOf(event.target);
    setHoveredKey(rack?.key ?? null);
    if (rack) setFocusedKey(rack.key);
  };
  const pickByKey = (event: KeyboardEvent) => {
    const rack = rackOf(event.target);
    if (!rack) return;
    const direction = ARROWS[event.key];
    const to =
      direction !== undefined
        ? nextRack(layout.racks, rack, direction)
        : event.key === 'Home'
          ? layout.racks[0]
          : event.key === 'End'
            ? layout.racks.at(-1)
            : undefined;
    if (direction !== undefined || event.key === 'Home' || event.key === 'End') {
      // The plan scrolls with the focus, not with the arrow keys.
      event.preventDefault();
      if (to) focusRack(to);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(rack, true);
  };

  const width = px(layout.cols) + MARGIN;
  const height = px(layout.rows) + MARGIN;
  const selected = selectedKey ? byKey.get(selectedKey) : undefined;

  return (
    // Both scrollbars stay on screen: a wide plan scrolls inside its frame.
    <div
      className="warehouse-map border rounded bg-white position-relative overflow-auto"
      style={{ maxHeight: '70vh' }}
    >
      <svg
        ref={planRef}
        width={width}
        height={height}
        role="group"
        aria-label="Warehouse floor plan"
        className="d-block"
        onMouseOver={show}
        onMouseLeave={() => setHoveredKey(null)}
        onFocus={onFocus}
        onBlur={() => setHoveredKey(null)}
        onClick={pick}
        onKeyDown={pickByKey}
      >
        <PlanShapes layout={layout} tabStopKey={tabStopKey} />
        {selected && (
          <rect
            x={px(selected.col) - 3}
            y={px(selected.row) - 3}
            width={CELL + 6}
            height={CELL + 6}
            rx="5"
            fill="none"
            stroke="#212529"
            strokeWidth="2.5"
            pointerEvents="none"
            aria-hidden="true"
          />
        )}
      </svg>
      {hovered && (
        <div
          className="warehouse-map-tip position-absolute bg-dark text-white small rounded px-2 py-1"
          style={{ left: px(hovered.col), top: px(hovered.row) + CELL + 4 }}
          aria-hidden="true"
        >
          <strong>{hovered.code}</strong> {rackLoadText(hovered)}
        </div>
      )}
    </div>
  );
}

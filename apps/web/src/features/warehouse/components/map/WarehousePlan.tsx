import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import {
  arrangeZones,
  CELL,
  LABEL_LINE,
  loadPercent,
  nextRack,
  OCCUPANCY_LABELS,
  placeOf,
  ZONE_PAD,
  type MapArrangement,
  type MapDirection,
  type MapLayout,
  type MapRack,
  type Occupancy,
  type Point,
} from './map-layout';
import {
  clampView,
  fitView,
  MAX_ZOOM,
  panBy,
  toScreen,
  viewBoxOf,
  zoomAt,
  type MapFrame,
  type View,
} from './map-view';

/** Room around the zones' outlines, so their strokes are not cut at the frame's edge. */
const MARGIN = 8;
/** One press of Zoom in (or +) and of Zoom out (or -). */
const ZOOM_STEP = 1.5;
/** Until the frame is measured (and in jsdom): the width of the page's column on a desktop. */
const FALLBACK_WIDTH = 1110;
/** A pointer that moves less than this between press and release clicked; more, it dragged. */
const DRAG_THRESHOLD = 4;

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

const ARROWS: Record<string, MapDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The drawing itself: each zone a group at its place (outline, name, aisle labels, one square
 * per rack inside it). Memoized on the layout, the arrangement and the rack that holds the
 * plan's one Tab stop, so hovering, selecting, panning or zooming never draws it again (a
 * zoom only changes the viewBox around it).
 */
const PlanShapes = memo(function PlanShapes({
  layout,
  arrangement,
  tabStopKey,
}: {
  layout: MapLayout;
  arrangement: MapArrangement;
  tabStopKey: string | undefined;
}) {
  return (
    <>
      {layout.zones.map((zone) => {
        const at = arrangement.at.get(zone.id) ?? { x: 0, y: 0 };
        return (
          <g
            key={zone.id}
            data-zone={zone.id}
            transform={`translate(${MARGIN + at.x} ${MARGIN + at.y})`}
          >
            <title>{zone.name ? `Zone ${zone.code}: ${zone.name}` : `Zone ${zone.code}`}</title>
            {/* Strokes keep their screen width: a plan fitted to a phone keeps its outlines. */}
            <rect
              className="warehouse-map-zone"
              width={zone.width}
              height={zone.height}
              rx="6"
              fill="none"
              stroke="#0d6efd"
              strokeWidth="1.5"
              vectorEffect="non-scaling-stroke"
            />
            <text className="warehouse-map-zone-name" fontSize="14" fontWeight="600" fill="#212529">
              {zone.lines.map((line, i) => (
                <tspan key={i} x={ZONE_PAD} y={ZONE_PAD + (i + 1) * LABEL_LINE - 4}>
                  {line}
                </tspan>
              ))}
            </text>
            {zone.aisles.map((aisle) => (
              <text
                key={aisle.key}
                x={aisle.x}
                y={aisle.y}
                fontSize="11"
                textAnchor="middle"
                fill="#495057"
              >
                {aisle.text}
              </text>
            ))}
            {zone.racks.map((rack) => {
              const style = OCCUPANCY_STYLE[rack.occupancy];
              return (
                <Fragment key={rack.key}>
                  <rect
                    data-rack={rack.key}
                    className="warehouse-map-rack"
                    role="button"
                    tabIndex={rack.key === tabStopKey ? 0 : -1}
                    aria-label={`${rack.name}: ${rackLoadText(rack)}`}
                    x={rack.x}
                    y={rack.y}
                    width={CELL}
                    height={CELL}
                    rx="3"
                    fill={style.fill}
                    stroke={style.stroke}
                    strokeWidth={style.width ?? 1.5}
                    strokeDasharray={style.dash}
                    vectorEffect="non-scaling-stroke"
                  />
                  {/* A staging bin is marked S on the plan (the legend says so); its name says it. */}
                  {rack.staging && (
                    <text
                      x={rack.x + CELL / 2}
                      y={rack.y + CELL / 2 + 5}
                      fontSize="14"
                      fontWeight="700"
                      textAnchor="middle"
                      fill="#212529"
                      pointerEvents="none"
                      aria-hidden="true"
                    >
                      S
                    </text>
                  )}
                </Fragment>
              );
            })}
          </g>
        );
      })}
    </>
  );
});

/** The frame's highest height: most of the window, so the page around it stays reachable. */
const frameMaxHeight = () =>
  Math.round((typeof window === 'undefined' ? 768 : window.innerHeight) * 0.7);

/** A pointer's place in the frame, in the frame's own pixels. */
function pointIn(svg: SVGSVGElement, event: { clientX: number; clientY: number }, width: number) {
  const rect = svg.getBoundingClientRect();
  // The drawing is as wide as the frame; if the frame was measured a moment ago at another
  // width, its pixels are scaled to the measured ones.
  const ratio = rect.width > 0 ? width / rect.width : 1;
  return { x: (event.clientX - rect.left) * ratio, y: (event.clientY - rect.top) * ratio };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The floor plan: every zone fitted into the frame (zones side by side in rows shaped to the
 * frame: one row on a wide screen, stacked on a phone), racks coloured by their load. Zoom in,
 * Zoom out and Reset zoom (also + and - and 0 on a rack, the wheel, a pinch) and a drag move
 * about a large plan; the page itself never scrolls sideways.
 * One listener on the drawing finds the rack under the pointer or focus (no handler per rack);
 * a rack's code and load show beside it, and a click or Enter picks it. The plan is one Tab
 * stop (the rack last focused, else the first): the arrow keys move between racks, Home and
 * End to the first and last, and the view follows, so a thousand racks are not a thousand Tab
 * presses.
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

  // The frame's width (measured) and highest height (from the window) shape the arrangement.
  const frameRef = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(FALLBACK_WIDTH);
  const [maxHeight, setMaxHeight] = useState(frameMaxHeight);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => {
      setFrameWidth(frame.clientWidth || FALLBACK_WIDTH);
      setMaxHeight(frameMaxHeight());
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(frame);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  const plan = useMemo(() => {
    const arrangement = arrangeZones(layout.zones, {
      width: frameWidth - 2 * MARGIN,
      height: maxHeight - 2 * MARGIN,
    });
    const content = {
      width: arrangement.width + 2 * MARGIN,
      height: arrangement.height + 2 * MARGIN,
    };
    const fit = fitView(content, { width: frameWidth, maxHeight });
    const frame: MapFrame = {
      size: { width: frameWidth, height: fit.height },
      content,
      min: fit.view.scale,
      max: Math.max(MAX_ZOOM, fit.view.scale),
    };
    const inZone = placeOf(arrangement);
    const place = (rack: MapRack): Point => {
      const p = inZone(rack);
      return { x: p.x + MARGIN, y: p.y + MARGIN };
    };
    return { arrangement, fit: fit.view, frame, place };
  }, [layout, frameWidth, maxHeight]);
  const { frame, place } = plan;

  // A zoom belongs to the plan it was made on: a new plan (another zone, another frame width)
  // starts at its fit.
  const [zoom, setZoom] = useState<{ plan: typeof plan; view: View } | null>(null);
  const view = zoom && zoom.plan === plan ? zoom.view : plan.fit;
  const live = useRef({ plan, view });
  live.current = { plan, view };
  const changeView = useCallback((next: (view: View, frame: MapFrame) => View) => {
    const current = live.current;
    const updated = next(current.view, current.plan.frame);
    live.current = { ...current, view: updated };
    setZoom({ plan: current.plan, view: updated });
  }, []);

  const atFit = view.scale <= frame.min * (1 + 1e-9);
  const atMax = view.scale >= frame.max * (1 - 1e-9);
  const percent = Math.round((view.scale / plan.fit.scale) * 100);
  const zoomBy = (factor: number, at?: Point) =>
    changeView((current, f) => zoomAt(current, factor, f, at));
  const zoomAtRack = (rack: MapRack, factor: number) => {
    const p = place(rack);
    zoomBy(factor, toScreen(view, frame.size, { x: p.x + CELL / 2, y: p.y + CELL / 2 }));
  };
  const reset = () => changeView(() => live.current.plan.fit);
  /** The rack into view (centred) when it is outside it; a rack in view stays where it is. */
  const reveal = (rack: MapRack) => {
    const p = place(rack);
    changeView((current, f) => {
      const box = viewBoxOf(current, f.size);
      const visible =
        p.x >= box.x &&
        p.y >= box.y &&
        p.x + CELL <= box.x + box.width &&
        p.y + CELL <= box.y + box.height;
      return visible
        ? current
        : clampView({ ...current, cx: p.x + CELL / 2, cy: p.y + CELL / 2 }, f);
    });
  };

  const planRef = useRef<SVGSVGElement>(null);
  // The wheel zooms about the pointer. A native listener, so the page's scroll can be held
  // back (React's wheel listener is passive); at a zoom limit the page scrolls on as usual.
  useEffect(() => {
    const svg = planRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const { plan: current, view: before } = live.current;
      const unit =
        event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? current.frame.size.height : 1;
      const factor = 1.2 ** ((-event.deltaY * unit) / 100);
      const after = zoomAt(
        before,
        factor,
        current.frame,
        pointIn(svg, event, current.frame.size.width),
      );
      if (after.scale === before.scale) return;
      event.preventDefault();
      changeView(() => after);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [changeView]);

  // Pointers down on the drawing: one drags the plan, two pinch it.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef({ moved: 0, dragged: false });
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pointers.current.size === 0) gesture.current = { moved: 0, dragged: false };
    pointers.current.set(event.pointerId, pointIn(event.currentTarget, event, frame.size.width));
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const point = pointIn(event.currentTarget, event, frame.size.width);
    pointers.current.set(event.pointerId, point);
    const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
    if (other) {
      const before = middle(last, other);
      const after = middle(point, other);
      const factor = distance(last, other) > 0 ? distance(point, other) / distance(last, other) : 1;
      gesture.current.dragged = true;
      changeView((current, f) =>
        panBy(zoomAt(current, factor, f, before), after.x - before.x, after.y - before.y, f),
      );
      return;
    }
    gesture.current.moved += Math.abs(point.x - last.x) + Math.abs(point.y - last.y);
    if (gesture.current.moved <= DRAG_THRESHOLD) return;
    if (!gesture.current.dragged) {
      gesture.current.dragged = true;
      // The drag goes on when the pointer leaves the drawing.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    changeView((current, f) => panBy(current, point.x - last.x, point.y - last.y, f));
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

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
  const show = (event: MouseEvent) => {
    if (pointers.current.size > 0 && gesture.current.dragged) return;
    setHoveredKey(rackOf(event.target)?.key ?? null);
  };
  const pick = (event: MouseEvent) => {
    // The click that ends a drag or a pinch picks nothing.
    if (gesture.current.dragged) {
      gesture.current.dragged = false;
      return;
    }
    const rack = rackOf(event.target);
    if (rack) onSelect(rack, false);
  };
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const tabStopKey =
    (focusedKey && byKey.has(focusedKey) ? focusedKey : undefined) ??
    (selectedKey && byKey.has(selectedKey) ? selectedKey : undefined) ??
    layout.racks[0]?.key;
  const focusRack = (rack: MapRack) => {
    setFocusedKey(rack.key);
    reveal(rack);
    planRef.current?.querySelector<SVGElement>(`[data-rack="${CSS.escape(rack.key)}"]`)?.focus();
  };
  const onFocus = (event: FocusEvent) => {
    const rack = rackOf(event.target);
    setHoveredKey(rack?.key ?? null);
    if (!rack) return;
    setFocusedKey(rack.key);
    reveal(rack);
  };
  const pickByKey = (event: KeyboardEvent) => {
    const rack = rackOf(event.target);
    if (!rack) return;
    const zoomKey =
      event.key === '+' || event.key === '='
        ? ZOOM_STEP
        : event.key === '-' || event.key === '_'
          ? 1 / ZOOM_STEP
          : undefined;
    if (zoomKey !== undefined || event.key === '0') {
      event.preventDefault();
      if (zoomKey === undefined) reset();
      else zoomAtRack(rack, zoomKey);
      return;
    }
    const direction = ARROWS[event.key];
    const to =
      direction !== undefined
        ? nextRack(layout.racks, rack, direction, place)
        : event.key === 'Home'
          ? layout.racks[0]
          : event.key === 'End'
            ? layout.racks.at(-1)
            : undefined;
    if (direction !== undefined || event.key === 'Home' || event.key === 'End') {
      // The view follows the focus; the page does not scroll with the arrow keys.
      event.preventDefault();
      if (to) focusRack(to);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(rack, true);
  };

  const box = viewBoxOf(view, frame.size);
  const selected = selectedKey ? byKey.get(selectedKey) : undefined;
  const selectedAt = selected ? place(selected) : undefined;
  const tip = hovered
    ? (() => {
        const p = place(hovered);
        const below = toScreen(view, frame.size, { x: p.x, y: p.y + CELL });
        return {
          // Under the rack, or above it at the frame's bottom; kept from the right edge below.
          left: Math.max(0, below.x),
          top:
            below.y + 4 > frame.size.height - 32
              ? Math.max(0, below.y - CELL * view.scale - 32)
              : below.y + 4,
        };
      })()
    : undefined;

  // The tip's width is known once drawn: one at the frame's right edge moves left, inside.
  const tipRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = tipRef.current;
    if (!element || !tip) return;
    const room = Math.max(0, frame.size.width - element.offsetWidth - 2);
    element.style.left = `${Math.min(tip.left, room)}px`;
  });

  return (
    <>
      <div className="warehouse-map-zoom d-flex flex-wrap align-items-center gap-2 mb-2">
        <ButtonGroup size="sm" aria-label="Zoom">
          <ZoomButton icon="bi-zoom-in" disabled={atMax} onClick={() => zoomBy(ZOOM_STEP)}>
            Zoom in
          </ZoomButton>
          <ZoomButton icon="bi-zoom-out" disabled={atFit} onClick={() => zoomBy(1 / ZOOM_STEP)}>
            Zoom out
          </ZoomButton>
          <ZoomButton icon="bi-fullscreen-exit" disabled={atFit} onClick={reset}>
            Reset zoom
          </ZoomButton>
        </ButtonGroup>
        <span className="small" aria-live="polite">
          Zoom {percent}%
        </span>
      </div>
      <div
        ref={frameRef}
        className="warehouse-map border rounded bg-white position-relative overflow-hidden"
      >
        <svg
          ref={planRef}
          width="100%"
          height={frame.size.height}
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          role="group"
          aria-label="Warehouse floor plan"
          className="d-block"
          // At the fit a vertical swipe still scrolls the page; zoomed in, it moves the plan.
          style={{ touchAction: atFit ? 'pan-y' : 'none', cursor: atFit ? undefined : 'grab' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onMouseOver={show}
          onMouseLeave={() => setHoveredKey(null)}
          onFocus={onFocus}
          onBlur={() => setHoveredKey(null)}
          onClick={pick}
          onKeyDown={pickByKey}
        >
          <PlanShapes layout={layout} arrangement={plan.arrangement} tabStopKey={tabStopKey} />
          {selectedAt && (
            <rect
              x={selectedAt.x - 3}
              y={selectedAt.y - 3}
              width={CELL + 6}
              height={CELL + 6}
              rx="5"
              fill="none"
              stroke="#212529"
              strokeWidth="2.5"
              vectorEffect="non-scaling-stroke"
              pointerEvents="none"
              aria-hidden="true"
            />
          )}
        </svg>
        {hovered && tip && (
          <div
            ref={tipRef}
            className="warehouse-map-tip position-absolute bg-dark text-white small rounded px-2 py-1"
            style={tip}
            aria-hidden="true"
          >
            <strong>{hovered.staging ? hovered.name : hovered.code}</strong> {rackLoadText(hovered)}
          </div>
        )}
      </div>
    </>
  );
}

/**
 * A zoom button. At its limit it says so (aria-disabled) but keeps its focus: a disabled
 * button would drop the focus of someone who just pressed it to the top of the page.
 */
function ZoomButton({
  icon,
  disabled,
  onClick,
  children,
}: {
  icon: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant="outline-secondary"
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {children}
    </Button>
  );
}

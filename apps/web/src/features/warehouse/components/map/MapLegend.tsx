import { OCCUPANCY_LABELS, OCCUPANCY_ORDER } from './map-layout';
import { OCCUPANCY_STYLE } from './WarehousePlan';

const MEANING: Record<keyof typeof OCCUPANCY_LABELS, string> = {
  empty: 'no units',
  partial: 'below capacity',
  full: 'at capacity',
  over: 'more units than capacity',
  'no-capacity': 'units not measured',
  inactive: 'not in use',
};

/** What each fill means, in words. */
export function MapLegend() {
  return (
    <ul className="list-inline small mb-0" aria-label="Legend">
      {OCCUPANCY_ORDER.map((state) => {
        const style = OCCUPANCY_STYLE[state];
        return (
          <li key={state} className="list-inline-item me-3 mb-1 text-nowrap">
            <svg width="16" height="16" className="me-1 align-text-bottom" aria-hidden="true">
              <rect
                x="1"
                y="1"
                width="14"
                height="14"
                rx="2"
                fill={style.fill}
                stroke={style.stroke}
                strokeWidth={Math.min(style.width ?? 1.5, 2)}
                strokeDasharray={style.dash}
              />
            </svg>
            <strong>{OCCUPANCY_LABELS[state]}</strong>{' '}
            <span className="text-body-secondary">({MEANING[state]})</span>
          </li>
        );
      })}
      <li className="list-inline-item me-3 mb-1">
        <strong aria-hidden="true">S</strong> <strong>Staging</strong>{' '}
        <span className="text-body-secondary">(units in the zone, not on a shelf)</span>
      </li>
    </ul>
  );
}

import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import type { GoLiveItem } from '@shop/contract';

/**
 * The go-live checklist: what stands between this shop and real customers, each
 * line with what to do. The server judges every line; this only shows them.
 */
export function GoLiveChecklist({ items }: { items: GoLiveItem[] }) {
  const done = items.filter((item) => item.ready).length;
  const allReady = done === items.length;
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 py-3">
        <i className="bi bi-rocket-takeoff text-primary" aria-hidden="true" />
        <h2 className="h6 mb-0 me-auto" id="go-live-heading">
          Go-live checklist
        </h2>
        <Badge bg={allReady ? 'success' : 'warning'} text={allReady ? undefined : 'dark'}>
          {done} of {items.length} ready
        </Badge>
      </Card.Header>
      <ul className="list-group list-group-flush" aria-labelledby="go-live-heading">
        {items.map((item) => (
          <li className="list-group-item d-flex gap-3 py-3" key={item.key}>
            <i
              className={
                item.ready
                  ? 'bi bi-check-circle-fill text-success fs-5'
                  : 'bi bi-exclamation-circle-fill text-warning fs-5'
              }
              aria-hidden="true"
            />
            <div className="flex-grow-1 min-w-0">
              <div className="d-flex flex-wrap align-items-baseline gap-2">
                <h3 className="h6 mb-0">{item.label}</h3>
                <span
                  className={`small fw-semibold ${item.ready ? 'text-success' : 'text-warning-emphasis'}`}
                >
                  {item.ready ? 'Ready' : 'Not ready'}
                </span>
              </div>
              <p className="small mb-0 text-body-secondary text-break">{item.detail}</p>
              {item.action && (
                <p className="small mb-0 mt-1 text-break">
                  <span className="fw-semibold">To do: </span>
                  {item.action}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { AdminStats } from '@shop/contract';
import { DashboardPanel, PanelEmpty } from './DashboardPanel';
import { formatDay, formatSlotTime, plural } from '../../../lib/format';

/** The staff's week calendar of installation jobs (the installation screens). */
export const INSTALLATIONS_HREF = '/admin/installations';

/**
 * The booked installations of today and the next six days: day, slot time,
 * technician, order, customer and site, and how many jobs still wait for a slot; linking to
 * the calendar and the orders for those who may open them. Customer text is shown as text.
 */
export function InstallationsOutlook({
  outlook,
  linkToScreens,
}: {
  outlook: AdminStats['installations'];
  linkToScreens: boolean;
}) {
  const waiting =
    outlook.toBook > 0
      ? `${plural(outlook.toBook, 'job')} waiting to be booked`
      : 'No jobs waiting to be booked';
  return (
    <DashboardPanel
      id="installations-outlook-heading"
      title={`Installations, Next ${outlook.days} Days`}
      icon="calendar-week"
      action={
        linkToScreens ? (
          <Link to={INSTALLATIONS_HREF} className="small">
            Open the calendar
          </Link>
        ) : undefined
      }
    >
      <Card.Body className="py-2 small border-bottom">
        <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
        {waiting}
      </Card.Body>
      {outlook.jobs.length === 0 ? (
        <PanelEmpty>No installations booked in the next {outlook.days} days</PanelEmpty>
      ) : (
        <Table responsive hover className="mb-0 align-middle small">
          <caption className="visually-hidden">Booked installations</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Time</th>
              <th scope="col">Technician</th>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Site</th>
            </tr>
          </thead>
          <tbody>
            {outlook.jobs.map((job) => (
              <tr key={job.jobId}>
                <td className="text-nowrap">{formatDay(job.day)}</td>
                <td className="text-nowrap">
                  {job.slotTime ? formatSlotTime(job.slotTime) : `Slot ${job.slot}`}
                </td>
                <td>{job.technician ?? 'Unassigned'}</td>
                <td className="text-nowrap">
                  {linkToScreens ? (
                    <Link to={`/admin/orders?search=${encodeURIComponent(job.orderNumber)}`}>
                      {job.orderNumber}
                    </Link>
                  ) : (
                    job.orderNumber
                  )}
                </td>
                <td>{job.customer}</td>
                {/* Not text-break: a cell that may break anywhere shrinks its column to a
                    letter's width, and a phone showed each row a screen tall. */}
                <td style={{ minWidth: '12rem' }}>{job.site}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DashboardPanel>
  );
}

import Button from 'react-bootstrap/Button';
import { WEEKDAY_LABELS, type AdminJobCard, type AdminWeek } from '@shop/contract';
import { formatDay, formatShortDay, formatSlotTime } from '../../../lib/format';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

/** A job on the calendar: a button that opens it, with its order, customer and time. */
function JobCard({ job, onOpen }: { job: AdminJobCard; onOpen: (id: number) => void }) {
  const time = job.startTime ? formatSlotTime(job.startTime) : '';
  return (
    <Button
      variant={job.status === 'completed' ? 'outline-success' : 'outline-primary'}
      size="sm"
      className="d-block w-100 text-start mb-1 text-break"
      onClick={() => onOpen(job.id)}
      aria-label={`Installation ${job.orderNumber}, ${job.customerName}, ${time}${job.status === 'completed' ? ', completed' : ''}`}
    >
      <span className="fw-semibold d-block">{time}</span>
      <span className="d-block">{job.orderNumber}</span>
      <span className="d-block small">{job.customerName}</span>
    </Button>
  );
}

const cellJobs = (jobs: readonly AdminJobCard[], technicianId: number, day: string) =>
  jobs.filter((j) => j.technicianId === technicianId && j.day === day);

/**
 * The staff's week: Monday to Sunday columns and a row per technician on wide screens; on a
 * phone, a list day by day (each job naming its technician).
 */
/** A federal holiday of the week: closed to bookings unless an admin opened it. */
function HolidayNote({ week, day }: { week: AdminWeek; day: string }) {
  const holiday = week.holidays.find((h) => h.day === day);
  if (!holiday) return null;
  return (
    <span className="d-block small fw-normal text-body-secondary">
      {holiday.name}: {holiday.open ? 'open for installations' : 'closed'}
    </span>
  );
}

export function WeekCalendar({ week, onOpen }: { week: AdminWeek; onOpen: (id: number) => void }) {
  const { days } = week.week;
  if (!week.technicians.length) {
    return (
      <p className="text-body-secondary">
        No technicians yet. Add them on the Technicians screen to offer installation slots.
      </p>
    );
  }
  return (
    <>
      <ScrollRegion label="Week calendar table" className="d-none d-lg-block">
        <table className="table table-bordered align-top mb-0" style={{ tableLayout: 'fixed' }}>
          <caption className="visually-hidden">
            Installations of the week of {formatDay(days[0]!)}, by technician and day
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ width: '10rem' }}>
                Technician
              </th>
              {days.map((day, i) => (
                <th
                  scope="col"
                  key={day}
                  className={day === week.today ? 'table-primary' : undefined}
                  aria-current={day === week.today ? 'date' : undefined}
                >
                  {WEEKDAY_LABELS[i]} {formatShortDay(day)}
                  <HolidayNote week={week} day={day} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {week.technicians.map((t) => (
              <tr key={t.id}>
                <th scope="row" className="text-break">
                  {t.name}
                  {!t.active && <span className="d-block small text-body-secondary">Inactive</span>}
                </th>
                {days.map((day) => (
                  <td key={day}>
                    {cellJobs(week.jobs, t.id, day).map((job) => (
                      <JobCard key={job.id} job={job} onOpen={onOpen} />
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="d-lg-none">
        {days.map((day, i) => {
          const jobs = week.jobs.filter((j) => j.day === day);
          return (
            <section
              key={day}
              className="mb-3"
              aria-label={`${WEEKDAY_LABELS[i]} ${formatDay(day)}`}
            >
              <h3 className={`h6 ${day === week.today ? 'text-primary' : ''}`}>
                {WEEKDAY_LABELS[i]} {formatShortDay(day)}
                <HolidayNote week={week} day={day} />
              </h3>
              {jobs.length ? (
                jobs.map((job) => (
                  <div key={job.id}>
                    <span className="small text-body-secondary">{job.technicianName}</span>
                    <JobCard job={job} onOpen={onOpen} />
                  </div>
                ))
              ) : (
                <p className="small text-body-secondary mb-0">No installations</p>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

/** "Question N of M" and the bar; M counts only the questions the answers call for. */
export function SurveyProgress({ position, total }: { position: number; total: number }) {
  const percent = Math.min(100, Math.round((position / Math.max(total, 1)) * 100));
  return (
    <div>
      <div className="d-flex justify-content-between align-items-baseline small mb-2">
        <span className="fw-semibold">
          Question {position} of {total}
        </span>
        <span className="text-body-secondary" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label="Survey progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`Question ${position} of ${total}`}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

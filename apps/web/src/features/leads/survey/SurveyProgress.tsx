/**
 * "Question N of M" and the bar (progressOf): M is the questions every survey asks, so it holds
 * still; a follow-up keeps its question's N and says so.
 */
export function SurveyProgress({
  position,
  total,
  followUp,
}: {
  position: number;
  total: number;
  followUp: boolean;
}) {
  const percent = Math.min(100, Math.round((position / Math.max(total, 1)) * 100));
  const text = `Question ${position} of ${total}${followUp ? ', follow-up' : ''}`;
  return (
    <div>
      <div className="d-flex justify-content-between align-items-baseline small mb-2">
        <span className="fw-semibold">{text}</span>
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
        aria-valuetext={text}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

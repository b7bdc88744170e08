import ProgressBar from 'react-bootstrap/ProgressBar';

/** The survey's complexity score (0-10) as a bar: green, then yellow, then red. */
export function ComplexityBar({ score }: { score: number }) {
  const variant = score <= 3 ? 'success' : score <= 6 ? 'warning' : 'danger';
  return (
    <div className="d-flex align-items-center gap-2" style={{ minWidth: '4.5rem' }}>
      <ProgressBar className="flex-grow-1" style={{ height: '0.75rem' }}>
        <ProgressBar
          now={score}
          min={0}
          max={10}
          variant={variant}
          aria-label="Complexity score"
          aria-valuetext={`${score} out of 10`}
        />
      </ProgressBar>
      <span className="small text-nowrap" aria-hidden="true">
        {score}/10
      </span>
    </div>
  );
}

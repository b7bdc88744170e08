import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';

// The whole class is written out: the icon-font subsetter finds `bi-name` after a space, but
// reads a quoted 'bi-name' as one unknown word.
const FEATURES = [
  {
    icon: 'bi bi-person-check',
    title: 'Free expert assessment',
    text: 'A licensed security specialist reviews your answers and plans coverage for every entrance, lot and blind spot, at no cost to you.',
  },
  {
    icon: 'bi bi-sliders',
    title: 'Tailored recommendations',
    text: 'Cameras, lenses, recording and analytics chosen for your property and your budget, not a one-size-fits-all package.',
  },
  {
    icon: 'bi bi-calculator',
    title: 'Instant estimate',
    text: 'See an estimated camera count and system price the moment you submit, before anyone calls you.',
  },
  {
    icon: 'bi bi-hand-thumbs-up',
    title: 'No obligation',
    text: 'No pressure and no commitment. Use the estimate to plan, compare quotes or set a budget.',
  },
] as const;

/** The wizard's first screen: what the customer gets, and the Start button. */
export function SurveyIntro({
  headingRef,
  resuming,
  onStart,
  onStartOver,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  /** Answers are already saved: the button continues instead of starting. */
  resuming: boolean;
  onStart: () => void;
  onStartOver: () => void;
}) {
  return (
    <div className="card shadow-sm">
      <div className="card-body p-3 p-sm-4 p-md-5">
        <h2 ref={headingRef} tabIndex={-1} className="h4 fw-bold">
          Plan your security system in about 5 minutes
        </h2>
        <p className="text-body-secondary">
          Answer a few questions about your property and what you want to protect. Most answers are
          a click; if you are not sure, say so and we will work it out together.
        </p>
        <ul className="row g-4 list-unstyled my-4">
          {FEATURES.map((feature) => (
            <li className="col-12 col-sm-6" key={feature.title}>
              <div className="d-flex gap-3">
                <span className="icon-badge bg-primary-subtle text-primary-emphasis flex-shrink-0">
                  <i className={feature.icon} aria-hidden="true" />
                </span>
                <div>
                  <h3 className="h6 fw-bold mb-1">{feature.title}</h3>
                  <p className="text-body-secondary mb-0">{feature.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-3">
          <Button size="lg" onClick={onStart}>
            {resuming ? 'Continue Survey' : 'Start Survey'}
            <i className="bi bi-arrow-right ms-2" aria-hidden="true" />
          </Button>
          {resuming && (
            <Button variant="outline-secondary" onClick={onStartOver}>
              <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
              Start Over
            </Button>
          )}
        </div>
        <p className="small text-body-secondary mt-3 mb-0">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          Your answers stay in this browser tab until you submit them.
        </p>
      </div>
    </div>
  );
}

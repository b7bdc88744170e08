import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge';

/** A point of a content page: a reason to choose us, a value, a service, a challenge, a solution. */
export type Feature = {
  /** A Bootstrap Icons name. */
  icon: string;
  title: string;
  text: ReactNode;
  /** More under the text (the service a solution uses). */
  more?: ReactNode;
  /** A link kept at the bottom of the card ("Learn more"). */
  footer?: ReactNode;
};

/**
 * How a point is framed: a borderless card with a shadow, an outlined box, or no frame at all
 * (centred under its icon).
 */
type Look = 'card' | 'outline' | 'plain';

function FeatureTile({
  feature: { icon, title, text, more, footer },
  tone,
  beside,
  look,
}: {
  feature: Feature;
  tone: string;
  beside: boolean;
  look: Look;
}) {
  const words = (
    <>
      <h3 className="h5 fw-bold">{title}</h3>
      <p className={more || footer ? 'text-body-secondary' : 'text-body-secondary mb-0'}>{text}</p>
      {more}
      {footer}
    </>
  );
  const content = beside ? (
    <>
      <IconBadge icon={icon} tone={`${tone} flex-shrink-0`} />
      <div>{words}</div>
    </>
  ) : (
    <>
      <IconBadge icon={icon} tone={`${tone} mb-3`} />
      {words}
    </>
  );
  // Beside: the icon and the words side by side; a footer: the words in a column it ends.
  const layout = beside ? 'd-flex gap-3' : footer ? 'd-flex flex-column' : '';
  if (look === 'card')
    return (
      <div className="card h-100 border-0 shadow-sm">
        <div className={`card-body ${layout}`.trim()}>{content}</div>
      </div>
    );
  const frame = look === 'outline' ? 'h-100 p-3 border rounded-3' : 'text-center px-lg-3';
  return <div className={`${layout} ${frame}`.trim()}>{content}</div>;
}

/**
 * Points of a content page as a grid, each its icon on a `tone` badge (above the title, or
 * `beside` title and text), its title and its text, framed as `look` says. `columns` is each
 * point's column classes.
 */
export function FeatureGrid({
  features,
  columns,
  tone,
  beside = false,
  look = 'card',
}: {
  features: readonly Feature[];
  columns: string;
  tone: string;
  beside?: boolean;
  look?: Look;
}) {
  return (
    <div className="row g-4">
      {features.map((feature) => (
        <div className={columns} key={feature.title}>
          <FeatureTile feature={feature} tone={tone} beside={beside} look={look} />
        </div>
      ))}
    </div>
  );
}

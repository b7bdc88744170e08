/** A bootstrap icon on a rounded square; `tone` is the background and text classes. */
export function IconBadge({
  icon,
  tone,
  className = '',
}: {
  icon: string;
  tone: string;
  className?: string;
}) {
  return (
    <span className={`icon-badge ${tone} ${className}`.trim()}>
      <i className={`bi bi-${icon}`} aria-hidden="true" />
    </span>
  );
}

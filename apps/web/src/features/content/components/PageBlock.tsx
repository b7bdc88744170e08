/**
 * Sanitised page-editor HTML (the server cleaned it: docs/decisions/0015-content-pages.md),
 * drawn in a box with CSS containment (.page-block in styles.css): nothing inside can be
 * positioned over the rest of the page or paint outside the box.
 */
export function PageBlock({ html, label }: { html: string; label?: string }) {
  return (
    <div
      className="page-block"
      role={label ? 'region' : undefined}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

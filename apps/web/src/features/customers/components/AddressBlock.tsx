/** An address as lines, or a note that there is none. */
export function AddressBlock({
  lines,
  empty = 'No address on file.',
}: {
  lines: string[];
  empty?: string;
}) {
  return lines.length ? (
    <address className="mb-0">
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  ) : (
    <p className="text-body-secondary mb-0">{empty}</p>
  );
}

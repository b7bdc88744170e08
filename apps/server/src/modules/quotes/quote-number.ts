/**
 * A quote's number: QT-, the year it was made, and its id padded to six digits, so
 * numbers are unique (the id is), sort in the order quotes were made, and are read out over
 * the phone. Made from the id the insert answers.
 */
export function quoteNumber(id: number, createdAt: Date): string {
  return `QT-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

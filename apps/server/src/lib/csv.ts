import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** "+1 (702) 555-0100": a phone number in international form, only digits and punctuation. */
const PHONE_NUMBER = /^\+\d[\d\s().-]{5,}$/;

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe, so an export of customer text can never execute in Excel
 * (OWASP "CSV injection"). A phone number in international form is left as written: with
 * no letters, references or calls it cannot run anything, and the apostrophe made every
 * exported "+1 ..." unreadable.
 */
export function neutraliseFormula(value: string): string {
  if (PHONE_NUMBER.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return neutraliseFormula(value.join(', '));
  if (typeof value === 'object') return neutraliseFormula(JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return neutraliseFormula(String(value));
}

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

/**
 * A CSV stream of every row `batches` yields, with a header line. Rows are read a batch at a
 * time, so an export of the whole table never holds it in memory.
 */
export function csvStream<Row>(columns: CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  const stringifier = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          if (!stringifier.write(columns.map((c) => cell(c.value(row))))) {
            await new Promise((resolve) => stringifier.once('drain', resolve));
          }
        }
      }
      stringifier.end();
    } catch (err) {
      stringifier.destroy(err as Error);
    }
  })();
  return stringifier;
}

/** product-units-export-2026-11-23.csv: the file name of an export made today (UTC). */
export function exportFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

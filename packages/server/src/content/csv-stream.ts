// A CSV file for a spreadsheet, written as its rows are read: RFC 4180 (CRLF line ends; a field
// holding a comma, a quote, a carriage return or a line feed is quoted), and no cell a spreadsheet
// would run as a formula. The inbox's export and the audit log's use it.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula: one starting with `=`, `+`, `-` or `@` (or their
 * full-width forms), also after leading spaces, tabs or line breaks that a spreadsheet may trim, and
 * one starting with a tab or a line break.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/u;

/** OWASP's advice against CSV injection: a `'` in front makes the cell text, not a formula. */
export function defuseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The CSV text of `rows` (each its cells, in the order of `columns`) under a header row, as a stream of text. */
export function csvStream(columns: readonly string[], rows: Iterable<string[]> | AsyncIterable<string[]>): Readable {
  const cells = Readable.from(
    (async function* () {
      for await (const row of rows as AsyncIterable<string[]>) yield row.map(defuseFormula);
    })(),
  );
  const csv = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // The library quotes a field holding the CRLF record delimiter but not a lone CR or LF, which a
    // spreadsheet still takes for a row break.
    quoted_match: /[\r\n]/,
  });
  cells.on('error', (error) => csv.destroy(error));
  return cells.pipe(csv);
}

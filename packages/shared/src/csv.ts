// CSV for spreadsheets (RFC 4180), safe to open in Excel, Sheets or LibreOffice.

/** Characters that make a spreadsheet read a cell as a formula (CSV / formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-looking text is defused with a leading apostrophe, then quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and data rows, CRLF line ends, ending with a line break. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>,
) {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * One CSV cell: quoted, and never read as a formula by a spreadsheet (a leading = + - @ tab or
 * return is neutralised with an apostrophe): what a visitor or a client wrote must not run in the
 * studio's spreadsheet.
 */
function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV document (RFC 4180, CRLF line ends) of a header row and the rows under it. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

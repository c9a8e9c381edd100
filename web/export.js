// Saving results: JSON, CSV (RFC 4180) and PNG, through object URLs (no network involved).

export function download(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadJson(value, filename) {
  download(new Blob([JSON.stringify(value, null, 2) + '\n'], { type: 'application/json' }), filename);
}

// A CSV cell. Text that a spreadsheet would read as a formula (= + - @ at its start) is
// prefixed with an apostrophe, so a crafted identifier in a file cannot run in the spreadsheet.
function csvCell(value) {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(columns, rows) {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return lines.join('\r\n') + '\r\n';
}

export function downloadCsv(columns, rows, filename) {
  download(new Blob([toCsv(columns, rows)], { type: 'text/csv' }), filename);
}

export function downloadCanvasPng(canvas, filename) {
  canvas.toBlob((blob) => blob && download(blob, filename), 'image/png');
}

// A file name made of safe characters only.
export function safeName(...parts) {
  return parts.join('-').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);
}

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

// A chart saved with its heading drawn above it on white, so that the image tells on its own
// what it shows: `lines[0]` (the title) in bold, the others (the task and the runs) below it.
export function downloadChartPng(canvas, filename, lines) {
  downloadCanvasPng(headedCanvas(canvas, lines), filename);
}

const HEADING_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

// `text` in lines no wider than `width` with the context's font, broken at spaces (a word wider
// than the width keeps a line of its own).
function wrapText(ctx, text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(longer).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = longer;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// A new canvas: the heading's lines, wrapped to the chart's width, then the chart. Sizes follow
// the chart canvas's pixel ratio (`scale`), so the text matches the chart's own labels.
function headedCanvas(chart, lines, scale = chart.clientWidth > 0 ? chart.width / chart.clientWidth : 1) {
  const margin = 12 * scale;
  const image = document.createElement('canvas');
  const ctx = image.getContext('2d');
  const rows = lines.flatMap((text, i) => {
    const size = (i === 0 ? 16 : 13) * scale;
    const font = `${i === 0 ? 600 : 400} ${size}px ${HEADING_FONT}`;
    ctx.font = font;
    return wrapText(ctx, text, chart.width - 2 * margin).map((row) => ({ row, font, height: size * 1.4 }));
  });
  const band = Math.ceil(margin * 1.5 + rows.reduce((sum, row) => sum + row.height, 0));
  image.width = chart.width; // resizing resets the context: the font is set again for each row
  image.height = band + chart.height;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.fillStyle = '#1d2330';
  ctx.textBaseline = 'top';
  let y = margin;
  for (const { row, font, height } of rows) {
    ctx.font = font;
    ctx.fillText(row, margin, y);
    y += height;
  }
  ctx.drawImage(chart, 0, band);
  return image;
}

// The SVG properties the page's style sheet sets, written on a copy of the drawing as attributes:
// an SVG drawn as an image sees no style sheet, and text coloured `currentColor` would be black.
const SVG_STYLE = ['fill', 'stroke', 'stroke-width', 'font-family', 'font-size', 'font-weight', 'text-anchor'];

function standaloneSvg(svg, width, height) {
  const copy = svg.cloneNode(true);
  const originals = [svg, ...svg.querySelectorAll('*')];
  [copy, ...copy.querySelectorAll('*')].forEach((node, i) => {
    if (node.localName === 'title') return;
    const computed = getComputedStyle(originals[i]);
    for (const property of SVG_STYLE) node.setAttribute(property, computed.getPropertyValue(property));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}

// An SVG chart of the page saved as PNG with its heading, as downloadChartPng saves a canvas: the
// drawing is rendered at twice its size through an image of a blob: URL (no network involved).
export async function downloadSvgPng(svg, filename, lines) {
  const { width, height } = svg.viewBox.baseVal;
  const scale = 2;
  const url = URL.createObjectURL(new Blob([standaloneSvg(svg, width, height)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    downloadCanvasPng(headedCanvas(canvas, lines, scale), filename);
  } finally {
    URL.revokeObjectURL(url);
  }
}

// A file name made of safe characters only.
export function safeName(...parts) {
  return parts
    .join('-')
    .replace(/[^A-Za-z0-9._+-]+/g, '_')
    .slice(0, 120);
}

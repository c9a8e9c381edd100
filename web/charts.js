// Curves of a result drawn with Chart.js (vendor/chart.umd.js, loaded by loadChartLibrary). Every curve kind the
// result schema defines is drawn here, whatever the task:
//   step    y holds on (previous x, x]; the area under it is shaded (e.g. AUC iP/R)
//   line    points joined in order        scatter  points only        bar  x is a category
// and the marks a curve may carry: a point (x and y), a vertical line (x) or a horizontal line (y).
// A curve with `series` has several y values per point, [x, y1, y2, …]: each series is a dataset
// of its own (grouped bars or one line each), and a null y is a gap. A curve with `slider` has a
// solid vertical line at the point its slider (made by render.js) has chosen.
// Chart.js is loaded when the first chart is drawn: the page's first visit does not need it.
// Its UMD build, imported as a module, defines globalThis.Chart.
let chartLibrary = null;
export function loadChartLibrary() {
  // @ts-expect-error: vendor/ is copied from npm by the site's build; the UMD build has no module types.
  chartLibrary ??= import('./vendor/chart.umd.js').then(() => /** @type {any} */ (window).Chart);
  return chartLibrary;
}

const COLORS = ['#1f6feb', '#d1495b', '#2a9d8f', '#e9a03b', '#6a4c93', '#577590', '#8c564b', '#b5a000'];

function unitRange(points, index) {
  return points.length > 0 && points.every((p) => typeof p[index] === 'number' && p[index] >= 0 && p[index] <= 1);
}

// The curve's points as [x, y] pairs, one pair per series and point; the nulls of a curve with
// series are gaps, left out so that they do not decide the axes.
function xyPairs(curve) {
  if (!curve.series) return curve.points;
  return curve.points.flatMap(([x, ...ys]) => ys.filter((y) => y !== null && y !== undefined).map((y) => [x, y]));
}

// True when no value at `index` is below 0. A sum of terms that are each 0, such as BB3's
// mismatches Σ (1 − s) over similarities s of 1, may come out a rounding error below 0: such a
// value, within 10⁻⁹ of the largest magnitude, counts as 0.
function nonNegative(points, index) {
  const values = points.map((p) => p[index]).filter((v) => typeof v === 'number');
  const scale = Math.max(1, ...values.map(Math.abs));
  return values.every((v) => v >= -1e-9 * scale);
}

// A unit range is drawn from 0 to 1; a y axis of values never below 0 (counts, ratios, error
// rates) from 0, so that it never reaches below 0 when nothing is there.
function axis(title, unit, nonNegativeValues) {
  const scale = { title: { display: true, text: title }, ticks: { maxTicksLimit: 11 } };
  if (unit) Object.assign(scale, { min: 0, max: 1 });
  else if (nonNegativeValues) scale.min = 0;
  return scale;
}

// `index` picks the y of each point: 1 for a curve without series, 1 + s for its series s.
function dataset(curve, color, label, index = 1) {
  const points = curve.points;
  if (curve.kind === 'bar') {
    return { label, data: points.map((p) => p[index] ?? null), backgroundColor: color + 'cc', borderColor: color };
  }
  let data = points.map((p) => ({ x: p[0], y: p[index] ?? null }));
  const common = {
    label,
    data,
    borderColor: color,
    backgroundColor: color + '33',
    pointRadius: data.length > 200 ? 0 : 3,
  };
  if (curve.kind === 'step') {
    if (data.length) data = [{ x: 0, y: data[0].y }, ...data];
    return { ...common, data, showLine: true, stepped: 'after', fill: 'origin', pointRadius: 3 };
  }
  if (curve.kind === 'scatter') return { ...common, showLine: false };
  return { ...common, showLine: true, fill: false, tension: 0 };
}

// Several runs of a curve with series: the colour tells the series, so that the same measure
// looks alike in every run, and the run is told by the line's dash or the bar's hatching.
const RUN_DASHES = [[], [8, 4], [2, 3], [10, 4, 2, 4]];

function hatch(color, run) {
  const tile = document.createElement('canvas');
  tile.width = tile.height = 8;
  const ctx = tile.getContext('2d');
  ctx.fillStyle = color + '40';
  ctx.fillRect(0, 0, 8, 8);
  ctx.strokeStyle = color;
  ctx.lineWidth = 1.5;
  // Second run: rising stripes, third: falling, fourth: both, and so on round.
  ctx.beginPath();
  if (run % 3 !== 2) {
    ctx.moveTo(0, 8);
    ctx.lineTo(8, 0);
  }
  if (run % 3 !== 1) {
    ctx.moveTo(0, 0);
    ctx.lineTo(8, 8);
  }
  ctx.stroke();
  return ctx.createPattern(tile, 'repeat');
}

function seriesDatasets(curves, labels) {
  return curves.flatMap((curve, run) =>
    curve.series.map((name, s) => {
      const color = COLORS[s % COLORS.length];
      const label = curves.length > 1 ? `${name} (${labels[run]})` : name;
      const set = dataset(curve, color, label, 1 + s);
      if (run === 0) return set;
      if (curve.kind === 'bar') return { ...set, backgroundColor: hatch(color, run), borderWidth: 1 };
      return { ...set, borderDash: RUN_DASHES[run % RUN_DASHES.length] };
    }),
  );
}

const MARK_COLOR = '#222222';

// The marks of every run's curve, labelled with the run when there are several.
function marksOf(curves, labels) {
  return curves.flatMap((curve, i) =>
    (curve.marks ?? []).map((mark) => ({
      ...mark,
      label: curves.length > 1 ? `${mark.label} (${labels[i]})` : mark.label,
    })),
  );
}

// Point marks are a dataset of their own, so that they have a legend entry and a tooltip.
function pointMarks(marks) {
  const points = marks.filter((m) => typeof m.x === 'number' && typeof m.y === 'number');
  return points.map((mark, i) => ({
    label: mark.label,
    data: [{ x: mark.x, y: mark.y }],
    showLine: false,
    pointStyle: ['crossRot', 'triangle', 'rectRot', 'star'][i % 4],
    pointRadius: 8,
    pointHoverRadius: 10,
    borderWidth: 2,
    borderColor: MARK_COLOR,
    backgroundColor: MARK_COLOR,
  }));
}

// Line marks are drawn over the chart area, dashed, with their label at one end.
function lineMarksPlugin(marks, categoryX) {
  const lines = marks
    .filter((m) => (typeof m.x === 'number') !== (typeof m.y === 'number'))
    .filter((m) => !(categoryX && typeof m.x === 'number'));
  return {
    id: 'lineMarks',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea: area, scales } = chart;
      ctx.save();
      ctx.strokeStyle = MARK_COLOR;
      ctx.fillStyle = MARK_COLOR;
      ctx.lineWidth = 1.5;
      ctx.setLineDash([6, 4]);
      ctx.font = '12px system-ui, sans-serif';
      lines.forEach((mark, i) => {
        ctx.beginPath();
        if (typeof mark.x === 'number') {
          const x = scales.x.getPixelForValue(mark.x);
          ctx.moveTo(x, area.top);
          ctx.lineTo(x, area.bottom);
          ctx.stroke();
          ctx.textAlign = 'left';
          ctx.fillText(mark.label, x + 4, area.top + 14 + 14 * (i % 3));
        } else {
          const y = scales.y.getPixelForValue(mark.y);
          ctx.moveTo(area.left, y);
          ctx.lineTo(area.right, y);
          ctx.stroke();
          ctx.textAlign = 'right';
          ctx.fillText(mark.label, area.right - 4, y - 4);
        }
      });
      ctx.restore();
    },
  };
}

// The chosen points of the curves with a slider: a solid vertical line at the x of each run's
// chosen point (`positions[run]`, a point index, or null for none), labelled with the run when
// there are several (the marks' lines are dashed, these are not). On a category axis the line
// goes through the point's category, when the chart shows it.
const CURSOR_COLOR = '#0d1b2a';

function cursorPlugin(curves, labels, positions, categoryX) {
  const plugin = {
    id: 'cursor',
    positions: curves.map((_, run) => positions[run] ?? null),
    afterDatasetsDraw(chart) {
      const { ctx, chartArea: area, scales } = chart;
      ctx.save();
      ctx.strokeStyle = CURSOR_COLOR;
      ctx.fillStyle = CURSOR_COLOR;
      ctx.lineWidth = 2.5;
      ctx.font = '12px system-ui, sans-serif';
      ctx.textAlign = 'left';
      plugin.positions.forEach((index, run) => {
        const point = index === null ? undefined : curves[run].points[index];
        if (!point) return;
        const at = categoryX ? chart.data.labels.indexOf(String(point[0])) : point[0];
        if (at === -1) return;
        const x = scales.x.getPixelForValue(at);
        if (!Number.isFinite(x) || x < area.left - 1 || x > area.right + 1) return;
        ctx.beginPath();
        ctx.moveTo(x, area.top);
        ctx.lineTo(x, area.bottom);
        ctx.stroke();
        if (curves.length > 1) ctx.fillText(labels[run], x + 4, area.bottom - 6 - 14 * (run % 3));
      });
      ctx.restore();
    },
  };
  return plugin;
}

// Moves the line of run `run` (an index into the curves given to drawCurves) to its point `index`.
export function moveCursor(chart, run, index) {
  const plugin = chart.config.plugins.find((p) => p.id === 'cursor');
  plugin.positions[run] = index;
  chart.draw();
}

// Draws `curves` (several runs' versions of one curve) on `canvas`; returns the Chart.
// `cursors`, optional, gives per curve the index of the point marked by its slider (or null).
export function drawCurves(canvas, curves, labels, cursors = []) {
  const first = curves[0];
  const marks = marksOf(curves, labels);
  const firstPair = xyPairs(first)[0];
  const allPoints = [
    ...curves.flatMap(xyPairs),
    ...marks.map((m) => [m.x ?? firstPair?.[0] ?? 0, m.y ?? firstPair?.[1] ?? 0]),
  ];
  const colorOf = (i) => COLORS[i % COLORS.length];
  const categoryX = first.kind === 'bar';
  const datasets = [
    ...(first.series ? seriesDatasets(curves, labels) : curves.map((c, i) => dataset(c, colorOf(i), labels[i]))),
    ...(categoryX ? [] : pointMarks(marks)),
  ];
  const config = {
    type: first.kind === 'bar' ? 'bar' : 'scatter',
    data: {
      labels: first.kind === 'bar' ? first.points.map((p) => String(p[0])) : undefined,
      datasets,
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: first.kind === 'bar' ? 'index' : 'nearest', intersect: false },
      plugins: {
        legend: {
          display: datasets.length > 1 || marks.some((m) => typeof m.x === 'number' && typeof m.y === 'number'),
          labels: { usePointStyle: true },
        },
        tooltip: {
          callbacks: {
            label: (item) => {
              // A null y (a gap) reads as the tables show it.
              const y = typeof item.parsed.y === 'number' ? item.parsed.y.toFixed(4) : '—';
              if (first.kind === 'bar') return `${item.dataset.label}: ${first.y} ${y}`;
              return `${item.dataset.label}: ${first.x} ${item.parsed.x.toFixed(4)}, ${first.y} ${y}`;
            },
          },
        },
      },
      scales: {
        x:
          first.kind === 'bar'
            ? { title: { display: true, text: first.x }, ticks: { autoSkip: true, maxRotation: 60 } }
            : { type: 'linear', ...axis(first.x, unitRange(allPoints, 0)) },
        y: axis(first.y, unitRange(allPoints, 1), nonNegative(allPoints, 1)),
      },
    },
  };
  // The canvas background is painted so that PNG exports are not transparent.
  config.plugins = [
    {
      id: 'background',
      beforeDraw(chart) {
        const { ctx } = chart;
        ctx.save();
        ctx.globalCompositeOperation = 'destination-over';
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, chart.width, chart.height);
        ctx.restore();
      },
    },
    lineMarksPlugin(marks, categoryX),
    cursorPlugin(curves, labels, cursors, categoryX),
  ];
  return new /** @type {any} */ (window).Chart(canvas, config);
}

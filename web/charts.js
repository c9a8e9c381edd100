// Curves of a result drawn with Chart.js (loaded as vendor/chart.umd.js). Every curve kind the
// result schema defines is drawn here, whatever the task:
//   step    y holds on (previous x, x]; the area under it is shaded (e.g. AUC iP/R)
//   line    points joined in order        scatter  points only        bar  x is a category
const COLORS = ['#1f6feb', '#d1495b', '#2a9d8f', '#e9a03b', '#6a4c93', '#577590'];

function unitRange(points, index) {
  return points.length > 0 && points.every((p) => typeof p[index] === 'number' && p[index] >= 0 && p[index] <= 1);
}

function axis(title, unit) {
  const scale = { title: { display: true, text: title }, ticks: { maxTicksLimit: 11 } };
  if (unit) Object.assign(scale, { min: 0, max: 1 });
  return scale;
}

function dataset(curve, color, label) {
  const points = curve.points;
  if (curve.kind === 'bar') {
    return { label, data: points.map((p) => p[1]), backgroundColor: color + 'cc', borderColor: color };
  }
  let data = points.map(([x, y]) => ({ x, y }));
  const common = { label, data, borderColor: color, backgroundColor: color + '33', pointRadius: data.length > 200 ? 0 : 3 };
  if (curve.kind === 'step') {
    if (data.length) data = [{ x: 0, y: data[0].y }, ...data];
    return { ...common, data, showLine: true, stepped: 'after', fill: 'origin', pointRadius: 3 };
  }
  if (curve.kind === 'scatter') return { ...common, showLine: false };
  return { ...common, showLine: true, fill: false, tension: 0 };
}

// Draws `curves` (several runs' versions of one curve) on `canvas`; returns the Chart.
export function drawCurves(canvas, curves, labels) {
  const first = curves[0];
  const allPoints = curves.flatMap((c) => c.points);
  const colorOf = (i) => COLORS[i % COLORS.length];
  const config = {
    type: first.kind === 'bar' ? 'bar' : 'scatter',
    data: {
      labels: first.kind === 'bar' ? first.points.map((p) => String(p[0])) : undefined,
      datasets: curves.map((c, i) => dataset(c, colorOf(i), labels[i])),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: first.kind === 'bar' ? 'index' : 'nearest', intersect: false },
      plugins: {
        legend: { display: curves.length > 1 },
        tooltip: {
          callbacks: {
            label: (item) => {
              const y = typeof item.parsed.y === 'number' ? item.parsed.y.toFixed(4) : item.parsed.y;
              if (first.kind === 'bar') return `${item.dataset.label}: ${first.y} ${y}`;
              return `${item.dataset.label}: ${first.x} ${item.parsed.x.toFixed(4)}, ${first.y} ${y}`;
            },
          },
        },
      },
      scales: {
        x: first.kind === 'bar'
          ? { title: { display: true, text: first.x }, ticks: { autoSkip: true, maxRotation: 60 } }
          : { type: 'linear', ...axis(first.x, unitRange(allPoints, 0)) },
        y: axis(first.y, unitRange(allPoints, 1)),
      },
    },
  };
  // The canvas background is painted so that PNG exports are not transparent.
  config.plugins = [{
    id: 'background',
    beforeDraw(chart) {
      const { ctx } = chart;
      ctx.save();
      ctx.globalCompositeOperation = 'destination-over';
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, chart.width, chart.height);
      ctx.restore();
    },
  }];
  return new window.Chart(canvas, config);
}

// Minimal SVG line plots for the sandbox bench: N on a log axis, one line per series.

const W = 640;
const H = 360;
const M = { left: 70, right: 45, top: 40, bottom: 60 };
const COLORS = ['#c0392b', '#2471a3', '#1e8449', '#7d3c98'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function niceMax(v) {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (v <= m * p) return m * p;
  return 10 * p;
}

/**
 * @param {{title: string, yLabel: string, xs: number[], series: Array<{name: string, values: Array<number|null>}>, logY?: boolean}} spec
 * @returns {string} SVG text
 */
export function linePlot({ title, yLabel, xs, series, logY = false }) {
  const all = series.flatMap((s) => s.values).filter((v) => v !== null && v > 0);
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const lx = xs.map((x) => Math.log10(x));
  const x0 = Math.min(...lx);
  const x1 = Math.max(...lx);
  const px = (x) => M.left + ((Math.log10(x) - x0) / (x1 - x0 || 1)) * plotW;
  let py;
  const ticks = [];
  if (logY) {
    const lo = Math.floor(Math.log10(Math.min(...all)));
    const hi = Math.ceil(Math.log10(Math.max(...all)));
    py = (v) => M.top + plotH - ((Math.log10(v) - lo) / (hi - lo || 1)) * plotH;
    for (let e = lo; e <= hi; e++) ticks.push(10 ** e);
  } else {
    const max = niceMax(Math.max(...all));
    py = (v) => M.top + plotH - (v / max) * plotH;
    for (let i = 0; i <= 5; i++) ticks.push((max * i) / 5);
  }
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold">${esc(title)}</text>`,
  ];
  for (const t of ticks) {
    const y = py(t);
    out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="#ddd"/>`);
    out.push(`<text x="${M.left - 6}" y="${y + 4}" text-anchor="end">${esc(fmt(t))}</text>`);
  }
  for (const x of xs) {
    out.push(`<line x1="${px(x)}" x2="${px(x)}" y1="${M.top}" y2="${M.top + plotH}" stroke="#eee"/>`);
    out.push(
      `<text x="${px(x)}" y="${M.top + plotH + 18}" text-anchor="middle">${esc(x.toLocaleString('en-US'))}</text>`,
    );
  }
  out.push(
    `<text x="${M.left + plotW / 2}" y="${H - 22}" text-anchor="middle">records (N, log scale)</text>`,
  );
  out.push(
    `<text transform="translate(16 ${M.top + plotH / 2}) rotate(-90)" text-anchor="middle">${esc(yLabel)}</text>`,
  );
  series.forEach((s, i) => {
    const color = COLORS[i % COLORS.length];
    const pts = xs.map((x, j) => [x, s.values[j]]).filter(([, v]) => v !== null && v > 0);
    out.push(
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.map(([x, v]) => `${px(x).toFixed(1)},${py(v).toFixed(1)}`).join(' ')}"/>`,
    );
    for (const [x, v] of pts)
      out.push(`<circle cx="${px(x).toFixed(1)}" cy="${py(v).toFixed(1)}" r="3.5" fill="${color}"/>`);
    out.push(`<rect x="${M.left + 10}" y="${M.top + 8 + i * 18}" width="12" height="12" fill="${color}"/>`);
    out.push(`<text x="${M.left + 28}" y="${M.top + 18 + i * 18}">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

function fmt(v) {
  if (v >= 1e6) return `${+(v / 1e6).toPrecision(3)}M`;
  if (v >= 1e3) return `${+(v / 1e3).toPrecision(3)}k`;
  if (v >= 1) return `${+v.toPrecision(3)}`;
  return `${+v.toPrecision(2)}`;
}

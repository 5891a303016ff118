import type { LegendEntry } from './chart-figures.ts';

// The presentation properties a chart's SVG takes from style sheets; copied onto each element so the
// picture, drawn apart from the page's CSS, looks as the chart does.
const PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
];
const SCALE = 2;
const PAD = 16;

function inlineStyles(source: Element, copy: Element): void {
  const style = getComputedStyle(source);
  copy.setAttribute('style', PROPERTIES.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';'));
  for (let i = 0; i < source.children.length; i++) inlineStyles(source.children[i]!, copy.children[i]!);
}

async function svgPicture(svg: SVGSVGElement): Promise<{ image: HTMLImageElement; width: number; height: number }> {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the chart could not be drawn'));
      image.src = url;
    });
    return { image, width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The chart drawings in a card: its SVGs big enough to be charts (not icons or legend marks). */
export function chartDrawings(container: HTMLElement): SVGSVGElement[] {
  return [...container.querySelectorAll('svg')].filter((svg) => svg.getBoundingClientRect().width >= 120 && svg.getBoundingClientRect().height >= 60);
}

/** A PNG of a card's charts on white, under its title, its subtitle (unit, period) and a legend, at twice the screen's size. */
export async function chartPng(container: HTMLElement, title: string, subtitle: string | undefined, legend: readonly LegendEntry[]): Promise<Blob> {
  const pictures = await Promise.all(chartDrawings(container).map(svgPicture));
  const width = Math.max(320, ...pictures.map((p) => p.width)) + PAD * 2;
  const font = getComputedStyle(container).fontFamily || 'sans-serif';
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  // The legend flows in lines across the picture's width, each entry a colour mark and its name.
  ctx.font = `13px ${font}`;
  const places: { entry: LegendEntry; x: number; line: number }[] = [];
  let x = PAD;
  let line = 0;
  for (const entry of legend) {
    const w = 20 + ctx.measureText(entry.label).width + 16;
    if (x > PAD && x + w > width - PAD) {
      x = PAD;
      line++;
    }
    places.push({ entry, x, line });
    x += w;
  }
  const legendHeight = legend.length > 0 ? 22 * (line + 1) : 0;
  const head = subtitle ? 44 : 24;
  const height = PAD + head + legendHeight + pictures.reduce((sum, p) => sum + p.height + 8, 0) + PAD;
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(0,0,0,0.87)';
  ctx.font = `600 16px ${font}`;
  ctx.textBaseline = 'top';
  ctx.fillText(title, PAD, PAD);
  if (subtitle) {
    ctx.fillStyle = 'rgba(0,0,0,0.6)';
    ctx.font = `12px ${font}`;
    ctx.fillText(subtitle, PAD, PAD + 23);
  }
  let y = PAD + head;
  ctx.font = `13px ${font}`;
  for (const place of places) {
    const row = y + place.line * 22;
    ctx.fillStyle = place.entry.color;
    ctx.fillRect(place.x, row + 6, 14, 3);
    ctx.fillStyle = 'rgba(0,0,0,0.87)';
    ctx.fillText(place.entry.label, place.x + 20, row);
  }
  y += legendHeight;
  for (const p of pictures) {
    ctx.drawImage(p.image, PAD, y, p.width, p.height);
    y += p.height + 8;
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

/** Hands a file to the browser to save. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// Demo pictures drawn as SVG: a portrait card, a scene of the trade (a pile of bulbs, a cold store, a
// truck) and a certificate. Stored like uploads under demo/, so profiles show photos without any
// binary in the repository. Text is drawn by the browser's CJK font.

const FONT = `font-family="'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif"`;
const PALETTE = ['#2e7d32', '#1565c0', '#6a1b9a', '#ad1457', '#00838f', '#ef6c00', '#4e342e', '#37474f'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="600" height="600">${body}</svg>`;
const caption = (text: string) =>
  `<rect y="246" width="300" height="54" fill="#000" opacity=".45"/><text x="150" y="282" ${FONT} font-size="24" fill="#fff" text-anchor="middle">${escape(text)}</text>`;

/** A head-and-shoulders card with the surname in the middle and the place below. */
export function portraitSvg(surname: string, place: string, colourIndex: number): string {
  const colour = PALETTE[colourIndex % PALETTE.length]!;
  return svg(
    `<rect width="300" height="300" fill="${colour}"/>` +
      `<circle cx="150" cy="118" r="74" fill="#fff" opacity=".92"/>` +
      `<path d="M40 300c8-62 52-92 110-92s102 30 110 92z" fill="#fff" opacity=".35"/>` +
      `<text x="150" y="144" ${FONT} font-size="78" font-weight="700" fill="${colour}" text-anchor="middle">${escape(surname)}</text>` +
      caption(place),
  );
}

function bulb(x: number, y: number, r: number): string {
  return (
    `<g transform="translate(${x} ${y})"><path d="M0 ${-r * 1.15}c${r * 0.2} ${r * 0.3} ${r * 1.05} ${r * 0.45} ${r * 1.05} ${r * 1.2}s${-r * 0.45} ${r * 0.95} ${-r * 1.05} ${r * 0.95}s${-r * 1.05} ${-r * 0.35} ${-r * 1.05} ${-r * 0.95}s${r * 0.85} ${-r * 0.9} ${r * 1.05} ${-r * 1.2}z" fill="#fbf7ef" stroke="#d7c9b0" stroke-width="2"/>` +
    `<path d="M0 ${-r * 0.9}v${r * 1.8}M${-r * 0.5} ${-r * 0.4}q-${r * 0.2} ${r * 0.6} 0 ${r * 1.2}M${r * 0.5} ${-r * 0.4}q${r * 0.2} ${r * 0.6} 0 ${r * 1.2}" stroke="#b58fb0" stroke-width="2" fill="none" opacity=".7"/></g>`
  );
}

const SCENES: Record<'pile' | 'store' | 'truck', (colour: string) => string> = {
  pile: () =>
    `<rect width="300" height="300" fill="#87b7d8"/><rect y="170" width="300" height="130" fill="#8d6e4f"/>` +
    [
      [70, 200, 26],
      [125, 196, 30],
      [185, 202, 27],
      [240, 198, 25],
      [98, 160, 24],
      [155, 156, 27],
      [212, 162, 24],
      [128, 122, 22],
      [185, 124, 21],
    ]
      .map(([x, y, r]) => bulb(x!, y!, r!))
      .join(''),
  store: (colour) =>
    `<rect width="300" height="300" fill="#cfd8dc"/><path d="M20 120 150 50l130 70v130H20z" fill="#eceff1" stroke="#90a4ae" stroke-width="4"/>` +
    `<rect x="60" y="150" width="70" height="96" fill="${colour}"/><rect x="170" y="150" width="70" height="96" fill="${colour}"/>` +
    `<g stroke="#fff" stroke-width="5" stroke-linecap="round"><path d="M150 78v44M131 89l38 22M131 111l38-22"/></g>`,
  truck: (colour) =>
    `<rect width="300" height="300" fill="#b3d4e8"/><rect y="220" width="300" height="80" fill="#616161"/>` +
    `<rect x="20" y="110" width="180" height="100" rx="6" fill="${colour}"/><path d="M200 140h50l30 35v35h-80z" fill="#eceff1" stroke="#546e7a" stroke-width="4"/>` +
    `<rect x="215" y="150" width="35" height="25" fill="#90caf9"/>` +
    [70, 150, 245].map((x) => `<circle cx="${x}" cy="222" r="20" fill="#212121"/><circle cx="${x}" cy="222" r="8" fill="#bdbdbd"/>`).join('') +
    [50, 95, 140].map((x) => bulb(x, 160, 16)).join(''),
};

/** A photo of the broker at work: the scene, and a caption naming the place and what is done. */
export function tradeSceneSvg(kind: keyof typeof SCENES, text: string, colourIndex: number): string {
  return svg(SCENES[kind](PALETTE[colourIndex % PALETTE.length]!) + caption(text));
}

/** A certificate with its title, the holder's name, a number and a red seal. */
export function certificateSvg(title: string, holder: string, number: string): string {
  return svg(
    `<rect width="300" height="300" fill="#fff8e1"/><rect x="12" y="12" width="276" height="276" fill="none" stroke="#c62828" stroke-width="6"/>` +
      `<rect x="22" y="22" width="256" height="256" fill="none" stroke="#c62828" stroke-width="1.5"/>` +
      `<text x="150" y="78" ${FONT} font-size="26" font-weight="700" fill="#b71c1c" text-anchor="middle">${escape(title)}</text>` +
      `<text x="150" y="128" ${FONT} font-size="20" fill="#3e2723" text-anchor="middle">${escape(holder)}</text>` +
      `<path d="M50 150h200M50 172h200M50 194h140" stroke="#bcaaa4" stroke-width="3"/>` +
      `<text x="50" y="246" ${FONT} font-size="14" fill="#5d4037">编号 ${escape(number)}</text>` +
      `<circle cx="222" cy="222" r="36" fill="none" stroke="#d32f2f" stroke-width="4" opacity=".85"/>` +
      `<path d="m222 200 6 16h17l-14 10 5 16-14-10-14 10 5-16-14-10h17z" fill="#d32f2f" opacity=".85"/>`,
  );
}

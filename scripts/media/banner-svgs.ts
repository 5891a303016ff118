// Banner pictures (750 × 300): an illustration on the right, a calm gradient on the left where the app
// lays the banner's title in the reader's language. No words in the pictures.

const BULB = 'M0,-38 C6,-30 4,-22 10,-16 C30,-10 38,8 32,24 C26,40 -26,40 -32,24 C-38,8 -30,-10 -10,-16 C-4,-22 -6,-30 0,-38Z';
const CLOVES = 'M0,-16 C-8,0 -8,20 0,36 M-12,-12 C-24,4 -20,24 -14,34 M12,-12 C24,4 20,24 14,34';

function bulb(x: number, y: number, s: number, tint = '#fbf6ec'): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="${BULB}" fill="${tint}" stroke="#cbb894" stroke-width="2"/><path d="${CLOVES}" fill="none" stroke="#e0d0b2" stroke-width="2.5"/></g>`;
}

function frame(id: string, from: string, to: string, art: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">',
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="750" height="300" fill="url(#${id})"/>`,
    art,
    `<rect width="750" height="300" fill="url(#${id}-shade)"/>`,
    '</svg>\n',
  ].join('');
}

const prices = frame(
  'p',
  '#bf360c',
  '#ff8f00',
  [
    '<g stroke="#fff" stroke-opacity=".18" stroke-width="2">',
    ...[60, 110, 160, 210].map((y) => `<line x1="380" y1="${y}" x2="730" y2="${y}"/>`),
    '</g>',
    '<path d="M390 220 L450 190 L500 205 L560 150 L610 165 L670 105 L720 85 L720 240 L390 240Z" fill="#fff" fill-opacity=".18"/>',
    '<path d="M390 220 L450 190 L500 205 L560 150 L610 165 L670 105 L720 85" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>',
    '<circle cx="720" cy="85" r="9" fill="#fff"/>',
    bulb(600, 250, 1.2),
    bulb(660, 262, 1),
    bulb(540, 266, 0.85),
  ].join(''),
);

const live = frame(
  'l',
  '#0d1b3e',
  '#b71c1c',
  [
    '<rect x="420" y="40" width="290" height="180" rx="18" fill="#263238" stroke="#eceff1" stroke-width="6"/>',
    '<rect x="436" y="56" width="258" height="148" rx="8" fill="#90a4ae"/>',
    '<rect x="436" y="150" width="258" height="54" fill="#757575"/>',
    ...[0, 1, 2, 3, 4].map(
      (i) => `<rect x="${450 + i * 46}" y="${128 + (i % 2) * 6}" width="38" height="30" rx="10" fill="${['#d84315', '#f9a825', '#c62828'][i % 3]}"/>`,
    ),
    '<circle cx="470" cy="78" r="9" fill="#ff1744"/>',
    '<rect x="540" y="220" width="50" height="30" fill="#eceff1"/>',
    '<rect x="500" y="246" width="130" height="12" rx="6" fill="#eceff1"/>',
    bulb(680, 250, 0.8),
  ].join(''),
);

const walk = frame(
  'w',
  '#0d47a1',
  '#4fc3f7',
  [
    '<rect x="0" y="230" width="750" height="70" fill="#37474f"/>',
    '<g stroke="#fff" stroke-width="6" stroke-dasharray="40 30"><line x1="0" y1="265" x2="750" y2="265"/></g>',
    '<rect x="380" y="110" width="240" height="110" rx="6" fill="#eceff1"/>',
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<rect x="${392 + i * 20}" y="118" width="12" height="94" fill="#cfd8dc"/>`),
    '<path d="M624 140 h64 a18 18 0 0 1 18 18 v62 h-82z" fill="#ffb300"/>',
    '<rect x="640" y="150" width="40" height="28" rx="4" fill="#b3e5fc"/>',
    ...[420, 580, 670].map((x) => `<circle cx="${x}" cy="228" r="20" fill="#212121"/><circle cx="${x}" cy="228" r="8" fill="#9e9e9e"/>`),
  ].join(''),
);

const publish = frame(
  'u',
  '#1b5e20',
  '#9ccc65',
  [
    '<path d="M330 300 C430 220 620 210 750 230 L750 300Z" fill="#795548"/>',
    ...[0, 1, 2, 3, 4, 5, 6].map(
      (i) => `<path d="M${400 + i * 50} 300 q-6 -40 -20 -70 M${400 + i * 50} 300 q8 -44 22 -74" stroke="#aed581" stroke-width="5" fill="none"/>`,
    ),
    bulb(520, 170, 1.6),
    bulb(610, 150, 1.3, '#f3e5f5'),
    bulb(680, 190, 1.1),
    '<rect x="600" y="40" width="110" height="80" rx="14" fill="#fff" fill-opacity=".9"/>',
    '<rect x="616" y="58" width="78" height="8" rx="4" fill="#43a047"/><rect x="616" y="76" width="56" height="8" rx="4" fill="#a5d6a7"/><rect x="616" y="94" width="66" height="8" rx="4" fill="#a5d6a7"/>',
  ].join(''),
);

const broadcast = frame(
  'b',
  '#004d40',
  '#26a69a',
  [
    '<rect x="560" y="60" width="60" height="110" rx="30" fill="#eceff1"/>',
    '<path d="M540 140 a50 50 0 0 0 100 0" fill="none" stroke="#eceff1" stroke-width="10"/>',
    '<rect x="585" y="190" width="10" height="40" fill="#eceff1"/><rect x="550" y="228" width="80" height="12" rx="6" fill="#eceff1"/>',
    ...[0, 1, 2].map(
      (i) =>
        `<path d="M${660 + i * 24} ${90 - i * 12} q${30 + i * 10} ${40 + i * 12} 0 ${80 + i * 24}" fill="none" stroke="#fff" stroke-opacity="${0.8 - i * 0.2}" stroke-width="8" stroke-linecap="round"/>`,
    ),
    ...[0, 1, 2].map(
      (i) =>
        `<path d="M${520 - i * 24} ${90 - i * 12} q${-30 - i * 10} ${40 + i * 12} 0 ${80 + i * 24}" fill="none" stroke="#fff" stroke-opacity="${0.8 - i * 0.2}" stroke-width="8" stroke-linecap="round"/>`,
    ),
    bulb(420, 250, 0.8),
  ].join(''),
);

export function bannerSvgs(): Record<string, string> {
  return { prices, live, walk, publish, broadcast };
}

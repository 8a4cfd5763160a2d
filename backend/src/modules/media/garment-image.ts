// Product pictures the store draws itself: a flat SVG garment of a kind, in a colour, from the front or back.
// The catalogue's seed points at these so a fresh store has real, distinct, described images with no files.

export const garmentKinds = [
  'tshirt',
  'shirt',
  'blouse',
  'trousers',
  'shorts',
  'skirt',
  'jacket',
  'hoodie',
  'sweater',
] as const;
export type GarmentKind = (typeof garmentKinds)[number];

export const garmentColours = {
  navy: { label: 'navy blue', fill: '#1f3a68' },
  white: { label: 'white', fill: '#f4f1ea' },
  black: { label: 'black', fill: '#222222' },
  red: { label: 'deep red', fill: '#a3262a' },
  green: { label: 'forest green', fill: '#2f5d3a' },
  mustard: { label: 'mustard yellow', fill: '#c99a2e' },
  sky: { label: 'sky blue', fill: '#6fa8dc' },
  pink: { label: 'rose pink', fill: '#d98aa5' },
  grey: { label: 'heather grey', fill: '#8a8d91' },
  khaki: { label: 'khaki', fill: '#b5a27a' },
  maroon: { label: 'maroon', fill: '#6b1f35' },
  teal: { label: 'teal', fill: '#227c7a' },
} as const;
export type GarmentColour = keyof typeof garmentColours;

export const garmentViews = ['front', 'back'] as const;
export type GarmentView = (typeof garmentViews)[number];

const outlines: Record<GarmentKind, string> = {
  tshirt:
    'M140 70 L200 50 Q240 80 280 50 L340 70 L400 140 L350 175 L330 150 L330 370 L150 370 L150 150 L130 175 L80 140 Z',
  shirt:
    'M145 65 L205 45 L240 75 L275 45 L335 65 L395 210 L355 225 L330 150 L330 375 L150 375 L150 150 L125 225 L85 210 Z',
  blouse:
    'M150 70 L205 50 Q240 95 275 50 L330 70 L380 170 L345 185 L325 140 L340 370 L140 370 L155 140 L135 185 L100 170 Z',
  trousers: 'M165 50 L315 50 L330 380 L262 380 L240 150 L218 380 L150 380 Z',
  shorts: 'M160 90 L320 90 L345 280 L260 290 L240 180 L220 290 L135 280 Z',
  skirt: 'M180 70 L300 70 L370 360 Q240 385 110 360 Z',
  jacket:
    'M145 60 L205 40 L240 70 L275 40 L335 60 L400 230 L360 245 L330 160 L335 380 L145 380 L150 160 L120 245 L80 230 Z',
  hoodie:
    'M150 80 Q170 20 240 25 Q310 20 330 80 L395 220 L355 235 L330 165 L330 375 L150 375 L150 165 L125 235 L85 220 Z',
  sweater:
    'M145 70 L205 52 Q240 70 275 52 L335 70 L395 230 L355 245 L330 160 L330 370 L150 370 L150 160 L125 245 L85 230 Z',
};

const frontDetails: Record<GarmentKind, string> = {
  tshirt: '',
  shirt:
    '<path d="M240 75 L240 375" stroke="rgba(0,0,0,.35)" stroke-width="3"/><circle cx="240" cy="120" r="5"/><circle cx="240" cy="180" r="5"/><circle cx="240" cy="240" r="5"/><circle cx="240" cy="300" r="5"/>',
  blouse: '<path d="M205 55 Q240 130 275 55" fill="none" stroke="rgba(255,255,255,.5)" stroke-width="4"/>',
  trousers: '<path d="M165 75 L315 75" stroke="rgba(0,0,0,.35)" stroke-width="4"/>',
  shorts: '<path d="M160 112 L320 112" stroke="rgba(0,0,0,.35)" stroke-width="4"/>',
  skirt: '<path d="M180 95 L300 95" stroke="rgba(0,0,0,.35)" stroke-width="4"/>',
  jacket:
    '<path d="M240 70 L240 380" stroke="rgba(0,0,0,.45)" stroke-width="4"/><rect x="165" y="250" width="50" height="35" rx="4" fill="rgba(0,0,0,.2)"/><rect x="265" y="250" width="50" height="35" rx="4" fill="rgba(0,0,0,.2)"/>',
  hoodie:
    '<path d="M205 70 Q240 115 275 70" fill="none" stroke="rgba(0,0,0,.4)" stroke-width="4"/><rect x="185" y="260" width="110" height="60" rx="10" fill="rgba(0,0,0,.18)"/>',
  sweater: '<path d="M150 345 L330 345 M150 355 L330 355" stroke="rgba(0,0,0,.3)" stroke-width="3"/>',
};

const shapeWords: Record<GarmentKind, string> = {
  tshirt: 'a short-sleeved crew-neck tee',
  shirt: 'a collared shirt with a button front',
  blouse: 'a light blouse with a rounded neckline',
  trousers: 'full-length trousers with a waistband',
  shorts: 'knee-length shorts with a waistband',
  skirt: 'an A-line skirt',
  jacket: 'a long-sleeved zip jacket with two pockets',
  hoodie: 'a hooded sweatshirt with a front pocket',
  sweater: 'a knitted long-sleeved sweater with a ribbed hem',
};

export function isGarmentKind(value: string): value is GarmentKind {
  return (garmentKinds as readonly string[]).includes(value);
}
export function isGarmentColour(value: string): value is GarmentColour {
  return Object.hasOwn(garmentColours, value);
}
export function isGarmentView(value: string): value is GarmentView {
  return (garmentViews as readonly string[]).includes(value);
}

export function garmentImageUrl(kind: GarmentKind, colour: GarmentColour, view: GarmentView): string {
  return `/media/garments/${kind}/${colour}/${view}.svg`;
}

export function garmentAltText(
  productName: string,
  kind: GarmentKind,
  colour: GarmentColour,
  view: GarmentView,
): string {
  const side = view === 'front' ? 'Front view' : 'Back view';
  return `${side} of the ${productName} in ${garmentColours[colour].label}: ${shapeWords[kind]}.`;
}

export function renderGarmentSvg(kind: GarmentKind, colour: GarmentColour, view: GarmentView): string {
  const { fill, label } = garmentColours[colour];
  const details = view === 'front' ? frontDetails[kind] : '';
  const light = colour === 'white';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 420" role="img" aria-label="${view} view, ${label} ${kind}">
<rect width="480" height="420" fill="${light ? '#dcd6cb' : '#efeae2'}"/>
<path d="${outlines[kind]}" fill="${fill}" stroke="${light ? '#8c8577' : 'rgba(0,0,0,.45)'}" stroke-width="4" stroke-linejoin="round"/>
<g fill="rgba(0,0,0,.45)">${details}</g>
</svg>`;
}

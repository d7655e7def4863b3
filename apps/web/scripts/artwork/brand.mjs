// Social icons (32 x 32), the download-page phone (360 x 720) and the app icon (512 x 512).
import { LOTUS_PETALS } from './motifs/casino.mjs';
import { phone } from './motifs/scenes.mjs';
import { at, Doc, e } from './svg.mjs';

const SOCIAL = {
  instagram: [
    'Instagram',
    (doc) =>
      e('circle', {
        cx: 16,
        cy: 16,
        r: 16,
        fill: doc.rad(['#FEDA75', '#FA7E1E', '#D62976', '#962FBF', '#4F5BD5'], { cx: 0.2, cy: 1, r: 1.3 }),
      }) +
      e('rect', {
        x: 8.5,
        y: 8.5,
        width: 15,
        height: 15,
        rx: 4.5,
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 2,
      }) +
      e('circle', { cx: 16, cy: 16, r: 3.6, fill: 'none', stroke: '#fff', 'stroke-width': 2 }) +
      e('circle', { cx: 20.3, cy: 11.7, r: 1.1, fill: '#fff' }),
  ],
  facebook: [
    'Facebook',
    () =>
      e('circle', { cx: 16, cy: 16, r: 16, fill: '#1877F2' }) +
      e('path', {
        d: 'M17.6 26.5v-8.3h2.8l.4-3.3h-3.2v-2.1c0-.9.3-1.6 1.6-1.6h1.7V8.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4h-2.8v3.3h2.8v8.3z',
        fill: '#fff',
      }),
  ],
  whatsapp: [
    'WhatsApp',
    () =>
      e('circle', { cx: 16, cy: 16, r: 16, fill: '#25D366' }) +
      e('path', {
        d: 'M16 7.4a8.6 8.6 0 0 0-7.4 12.9l-1.2 4.3 4.4-1.1A8.6 8.6 0 1 0 16 7.4z',
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 1.8,
        'stroke-linejoin': 'round',
      }) +
      e('path', {
        d: 'M12.8 12.2c.2-.4.5-.4.7-.4h.5c.2 0 .4 0 .6.5l.8 1.8c.1.2.1.4 0 .6l-.5.6c-.1.2-.2.3 0 .6.5.9 1.5 1.9 2.6 2.5.3.1.4.1.6-.1l.7-.8c.2-.2.3-.2.6-.1l1.7.8c.3.1.4.2.4.4 0 .5-.3 1.4-.9 1.8-.6.4-1.6.6-3.4-.2-2.1-.9-3.6-2.8-4-3.5-.4-.6-1.1-1.8-1-2.9.1-.7.4-1.2.6-1.5z',
        fill: '#fff',
      }),
  ],
  telegram: [
    'Telegram',
    () =>
      e('circle', { cx: 16, cy: 16, r: 16, fill: '#229ED9' }) +
      e('path', {
        d: 'M8.3 15.6l13.8-5.3c.6-.2 1.2.2 1 1.1l-2.3 10.9c-.2.8-.6 1-1.3.6l-3.5-2.6-1.7 1.6c-.2.2-.4.3-.7.3l.2-3.6 6.5-5.9c.3-.3-.1-.4-.4-.2l-8.1 5.1-3.5-1.1c-.8-.2-.8-.8.2-1.2z',
        fill: '#fff',
      }),
  ],
};

function socialIcons() {
  return Object.entries(SOCIAL).map(([slug, [name, draw]]) => {
    const doc = new Doc();
    return [`social/${slug}.svg`, doc.render({ w: 32, h: 32, title: name, body: draw(doc) })];
  });
}

function downloadPhone() {
  const doc = new Doc();
  const body = at(180, 360, phone(doc, 344, 704));
  return ['download/phone.svg', doc.render({ w: 360, h: 720, title: 'Royal Lotus app on a phone', body })];
}

function appIcon() {
  const doc = new Doc();
  const gold = doc.lin(['#FFE9A3', '#F5B40A', '#D99A00']);
  const side = doc.lin(['#FFF1B8', '#F5B40A'], [0, 0, 1, 1]);
  const body =
    e('rect', {
      width: 512,
      height: 512,
      rx: 112,
      fill: doc.lin(['#8B5CF6', '#6B2BD9', '#3B1585'], [0, 0, 1, 1]),
    }) +
    e('ellipse', {
      cx: 256,
      cy: 150,
      rx: 300,
      ry: 220,
      fill: doc.rad([
        ['0', '#C4B5FD', 0.45],
        ['1', '#C4B5FD', 0],
      ]),
    }) +
    e('circle', {
      cx: 256,
      cy: 262,
      r: 176,
      fill: 'none',
      stroke: '#FFE08A',
      'stroke-opacity': 0.28,
      'stroke-width': 3,
    }) +
    at(
      256,
      262,
      e('path', { d: LOTUS_PETALS.left + LOTUS_PETALS.right, fill: side }) +
        e('path', { d: LOTUS_PETALS.centre, fill: gold }) +
        e('path', {
          d: 'M0-13c4 6 5 13 0 22',
          stroke: '#fff',
          'stroke-opacity': 0.45,
          'stroke-width': 1.2,
          fill: 'none',
          'stroke-linecap': 'round',
        }) +
        e('path', { d: LOTUS_PETALS.base, stroke: '#FFFFFF', 'stroke-width': 3, 'stroke-linecap': 'round' }),
      { s: 6.6 },
    );
  return ['icons/app-icon.svg', doc.render({ w: 512, h: 512, title: 'Royal Lotus', body })];
}

export function brandImages() {
  return [...socialIcons(), downloadPhone(), appIcon()];
}

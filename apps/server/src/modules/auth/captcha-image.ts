import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// 5x7 bitmap digits; the captcha is drawn from them scaled, shifted and crossed with noise.
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGB bitmap as a PNG (filter 0 on every row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws the answer's digits on a light background with noise. */
export function drawCaptcha(answer: string): Buffer {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const px = new Uint8Array(w * h * 3);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (y * w + x) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) set(x, y, 240 + randomInt(16), 236 + randomInt(16), 250);
  for (let n = 0; n < 120; n++)
    set(randomInt(w), randomInt(h), 150 + randomInt(80), 130 + randomInt(80), 200);

  const scale = 4;
  [...answer].forEach((ch, index) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const ox = 8 + index * 27 + randomInt(5);
    const oy = 3 + randomInt(7);
    const slant = randomInt(3) - 1;
    const [r, g, b] = [60 + randomInt(80), 20 + randomInt(60), 120 + randomInt(100)];
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale - 1; dx++)
            set(ox + gx * scale + dx + Math.round((slant * (7 - gy)) / 2), oy + gy * scale + dy, r, g, b);
      }
    });
  });

  for (let line = 0; line < 3; line++) {
    let y = randomInt(h);
    const dir = randomInt(3) - 1;
    const [r, g, b] = [100 + randomInt(100), 60 + randomInt(100), 160 + randomInt(80)];
    for (let x = 0; x < w; x++) {
      if (x % 6 === 0) y += dir;
      set(x, y, r, g, b);
    }
  }
  return encodePng(w, h, px);
}

export const newCaptchaAnswer = () => Array.from({ length: 4 }, () => String(randomInt(10))).join('');

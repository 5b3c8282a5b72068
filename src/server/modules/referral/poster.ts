import QRCode from 'qrcode';
import sharp from 'sharp';

/*
 * The invitation poster: a phone-sized PNG with the code, the link and its QR code. Drawn as SVG
 * and rasterised by sharp (librsvg, with the machine's fonts through fontconfig, which covers
 * CJK and Thai where fonts-noto-cjk and a Thai font are installed), so the texts are the user's
 * language and the image can be saved from a wallet browser like any picture.
 */

export type PosterTexts = {
  brand: string;
  title: string;
  subtitle: string;
  codeLabel: string;
  scan: string;
};

const WIDTH = 750;
const HEIGHT = 1334;
const QR_SIZE = 420;
const FONTS =
  "'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans CJK JP', 'Noto Sans CJK KR', 'Noto Sans Thai', Loma, Garuda, sans-serif";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The link's QR code as an SVG element placed at (x, y), `size` wide, with a quiet zone. */
async function qrElement(link: string, x: number, y: number, size: number): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return svg.replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

const centred = (y: number, size: number, weight: number, fill: string, text: string) =>
  `<text x="${WIDTH / 2}" y="${y}" text-anchor="middle" font-family="${FONTS}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(text)}</text>`;

export async function drawPoster(input: { code: string; link: string; texts: PosterTexts }): Promise<Buffer> {
  const { code, link, texts } = input;
  const cardX = 75;
  const cardY = 470;
  const cardWidth = WIDTH - 2 * cardX;
  const qrX = (WIDTH - QR_SIZE) / 2;
  const qrY = cardY + 40;
  // A long link is shortened on the poster only; the QR code always holds the whole of it.
  const bare = link.replace(/^https?:\/\//, '');
  const shownLink = bare.length > 58 ? `${bare.slice(0, 57)}…` : bare;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1f3a"/>
      <stop offset="1" stop-color="#12365f"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="660" cy="120" r="220" fill="#1f6feb" opacity="0.18"/>
  <circle cx="80" cy="1250" r="260" fill="#2ea043" opacity="0.12"/>
  ${centred(150, 40, 700, '#7ee0c3', texts.brand)}
  ${centred(280, 46, 700, '#ffffff', texts.title)}
  ${centred(350, 30, 400, '#c9d6ea', texts.subtitle)}
  <rect x="${cardX}" y="${cardY}" width="${cardWidth}" height="700" rx="28" fill="#ffffff"/>
  ${await qrElement(link, qrX, qrY, QR_SIZE)}
  ${centred(qrY + QR_SIZE + 60, 28, 400, '#57606a', texts.codeLabel)}
  ${centred(qrY + QR_SIZE + 130, 64, 700, '#0b1f3a', code)}
  ${centred(qrY + QR_SIZE + 190, 20, 400, '#57606a', shownLink)}
  ${centred(1270, 28, 400, '#c9d6ea', texts.scan)}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

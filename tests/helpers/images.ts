import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG any browser can show: a solid colour with a diagonal stripe. `noise` adds random
 * rows (incompressible) so a test can make a file of about the size it needs.
 */
export function pngImage(
  width: number,
  height: number,
  rgb: [number, number, number],
  noise = false,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const stripe = Math.abs(x - y) < Math.max(2, width / 20);
      const pixel = noise
        ? [Math.random() * 256, Math.random() * 256, Math.random() * 256]
        : stripe
          ? [255, 255, 255]
          : rgb;
      row.set(pixel.map(Math.floor), 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 4×4 JPEG and WebP (blue), small enough to pad to a size limit. */
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSAVkFf//Z',
  'base64',
);
export const WEBP_BYTES = Buffer.from(
  'UklGRjwAAABXRUJQVlA4IDAAAAAQAgCdASoEAAQAAUAmJaACdLoB+AH4AAPIAP7vdtf+5v/g7J/gh/+jBcBwPeEAAAA=',
  'base64',
);

/**
 * The attack of issue 13: the 85 first bytes of a JPEG (enough for any sniffer to say "JPEG"),
 * then a web page with a script. A browser told to sniff it would run the script.
 */
export const POLYGLOT_JPEG = Buffer.concat([
  JPEG_BYTES.subarray(0, 85),
  Buffer.from('<html><script>alert(1)</script></html>', 'latin1'),
]);

/** Where the GPS photo of `jpegWithGps` says it was taken (a test looks for it in the stored file). */
export const GPS_TAG = { latitude: '48/1 51/1 2400/100', latitudeRef: 'N', camera: 'TradewindTestCam' };

/** A real camera-style JPEG carrying EXIF: camera model and a GPS position. */
export async function jpegWithGps(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Model: GPS_TAG.camera },
      IFD3: { GPSLatitudeRef: GPS_TAG.latitudeRef, GPSLatitude: GPS_TAG.latitude },
    })
    .toBuffer();
}
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n',
  'latin1',
);

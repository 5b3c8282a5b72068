import sharp from 'sharp';
import { AppError } from '../../lib/errors';

// Each upload is read once: libvips' operation cache would only hold other users' pictures.
sharp.cache(false);

/** Larger pictures than a 50-megapixel camera takes are refused (a small file can hold a huge one). */
export const MAX_UPLOAD_PIXELS = 50_000_000;

type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * Decodes the whole image and writes only its pixels, in the format it came in, to `output`.
 * Anything that is not a complete, readable picture (a JPEG header in front of HTML, a truncated
 * file) is refused. Metadata is not copied, so EXIF with its GPS position and camera serial is
 * gone; the EXIF orientation is applied to the pixels first, so the photo still stands upright.
 */
export async function reencodeImage(
  input: string,
  output: string,
  mime: ImageMime,
): Promise<{ size: number }> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    const encoded =
      mime === 'image/jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : mime === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 90 });
    const info = await encoded.toFile(output);
    return { size: info.size };
  } catch (error) {
    throw new AppError('errors.upload_not_image', {}, 400, { cause: error });
  }
}

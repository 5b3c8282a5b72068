/*
 * What the poster popup does with the image besides its download link: hand it to the phone's
 * share sheet (with the link as text) where the browser can share files.
 */

/** The name the poster is saved and shared under. */
export const POSTER_FILE = 'tradewind-invite.png';

/** Whether the browser has a share sheet at all (most phones; few desktops). */
export const canShare = () => typeof navigator.share === 'function';

/**
 * The shown image as a PNG file, drawn again through a canvas: the page's policy lets it fetch
 * only its own origin (no `blob:`), and the image is already decoded here.
 */
function imageFile(img: HTMLImageElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  canvas.getContext('2d')?.drawImage(img, 0, 0);
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve(blob && new File([blob], POSTER_FILE, { type: 'image/png' })),
      'image/png',
    ),
  );
}

/**
 * Shares the poster as a file where the browser can, else the link alone. Resolves false when
 * the reader closed the sheet; throws when sharing is refused.
 */
export async function sharePoster(img: HTMLImageElement, link: string, title: string): Promise<boolean> {
  const file = await imageFile(img);
  const withFile = file ? { files: [file], title, text: link } : null;
  try {
    if (withFile && navigator.canShare?.(withFile)) await navigator.share(withFile);
    else await navigator.share({ title, text: title, url: link });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}

// Phone photos made small before upload (issue 19, "Uploads that work on 2G"): a camera's 2–5 MB
// JPEG takes minutes on 2G's 280 kbps and failed there; at most 1600 px on its longest side and
// about 300 kB it takes 9 s, and a player can still read a screenshot's text in it. A file that is
// small already goes as it is (no decoding on a cheap phone's CPU, a screenshot stays sharp).

/** The longest side after downscaling, in pixels. */
export const MAX_SIDE = 1600;
/** What each image should weigh at most (the server takes up to 512 kB). */
export const TARGET_BYTES = 300 * 1024;
/** JPEG qualities tried in turn, then the same at smaller sizes, until the image fits. */
export const QUALITIES = [0.82, 0.7, 0.58, 0.46] as const;
export const SCALES = [1, 0.75, 0.5] as const;

/** The size to draw a width × height image at: its longest side at most `maxSide`, never enlarged. */
export function fitWithin(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Encodes at falling quality, then at smaller sizes, and returns the first result of at most
 *  `target` bytes; the smallest try when none is (the server's limit has room above the target). */
export async function encodeUnder(encode: (scale: number, quality: number) => Promise<Blob>, target = TARGET_BYTES): Promise<Blob> {
  let last: Blob | undefined;
  for (const scale of SCALES) {
    for (const quality of QUALITIES) {
      last = await encode(scale, quality);
      if (last.size <= target) return last;
    }
  }
  return last!;
}

/** The photo as a JPEG of at most about TARGET_BYTES, upright (EXIF orientation applied), or the
 *  file itself when it is that small already; null when the browser cannot decode it. */
export async function downscalePhoto(file: File): Promise<File | null> {
  if (file.size <= TARGET_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const canvas = document.createElement('canvas');
  const size = fitWithin(bitmap.width, bitmap.height);
  const encode = (scale: number, quality: number) => {
    canvas.width = Math.round(size.width * scale);
    canvas.height = Math.round(size.height * scale);
    const ctx = canvas.getContext('2d')!;
    // JPEG has no transparency: a PNG's clear pixels become white, not black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/jpeg', quality),
    );
  };
  try {
    const blob = await encodeUnder(encode);
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return null;
  } finally {
    bitmap.close();
    // Gives the canvas's pixels back at once (a 1600 px canvas holds 7 MB).
    canvas.width = 0;
  }
}

import sharp from 'sharp';

/**
 * A 64-bit difference hash (dHash) of a picture, as 16 hex digits: the picture shrunk to 9×8
 * grey pixels, one bit per pair of neighbours (is the left one brighter). Re-encoding, resizing
 * and small edits move few bits, so near-equal pictures are a small Hamming distance apart.
 */
export async function perceptualHash(input: Buffer): Promise<string> {
  const pixels = await sharp(input).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      hash = (hash << 1n) | (pixels[row * 9 + col] > pixels[row * 9 + col + 1] ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

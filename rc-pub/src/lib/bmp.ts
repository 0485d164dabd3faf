/**
 * A small BMP decoder for avatar uploads (docs/product/members.md#upload-rules: profile image JPG, PNG or BMP). sharp's prebuilt libvips reads no
 * BMP, so the pixels are decoded here and handed to sharp as raw RGBA to be re-encoded as PNG. Reads uncompressed
 * (BI_RGB) 8-bit palette, 24-bit and 32-bit images and 32-bit BI_BITFIELDS ones, bottom-up or top-down; anything else
 * (RLE, 1/4/16-bit, JPEG/PNG inside BMP) is refused.
 */

/** Decoded pixels: 4 bytes (RGBA) per pixel, rows top to bottom. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Largest width or height accepted, in pixels. */
const MAX_SIDE = 10_000;
/** Largest pixel count accepted (an avatar under 5 MB has far fewer). */
const MAX_PIXELS = 25_000_000;

/** Position of the lowest set bit of a mask and its width (for BI_BITFIELDS). */
function maskShift(mask: number): { shift: number; max: number } {
  if (!mask) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { shift, max: mask >>> shift };
}

/**
 * The pixels of BMP bytes `buf`.
 * @throws Error when the file is not a BMP this decoder reads, is truncated, or exceeds the size bounds.
 */
export function decodeBmp(buf: Buffer): RgbaImage {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') throw new Error('not a BMP');
  const offset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);
  if (headerSize < 40) throw new Error('unsupported BMP header');
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    throw new Error('BMP dimensions out of bounds');
  const bitfields = compression === 3 && bpp === 32;
  if (!(compression === 0 && (bpp === 8 || bpp === 24 || bpp === 32)) && !bitfields)
    throw new Error('unsupported BMP encoding');
  const stride = Math.ceil((width * bpp) / 32) * 4;
  if (offset + stride * height > buf.length) throw new Error('truncated BMP');
  let palette: Buffer | null = null;
  if (bpp === 8) {
    const colours = buf.readUInt32LE(46) || 256;
    const start = 14 + headerSize;
    if (colours > 256 || start + colours * 4 > offset) throw new Error('bad BMP palette');
    palette = buf.subarray(start, start + colours * 4);
  }
  const masks = bitfields
    ? [buf.readUInt32LE(54), buf.readUInt32LE(58), buf.readUInt32LE(62), headerSize >= 56 ? buf.readUInt32LE(66) : 0]
    : [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
  const fields = masks.map(maskShift);
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = offset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (palette) {
        const i = buf[row + x]! * 4;
        if (i + 3 >= palette.length) throw new Error('bad BMP palette index');
        out[o] = palette[i + 2]!;
        out[o + 1] = palette[i + 1]!;
        out[o + 2] = palette[i]!;
        out[o + 3] = 255;
      } else if (bpp === 24) {
        const p = row + x * 3;
        out[o] = buf[p + 2]!;
        out[o + 1] = buf[p + 1]!;
        out[o + 2] = buf[p]!;
        out[o + 3] = 255;
      } else {
        const v = buf.readUInt32LE(row + x * 4);
        for (let c = 0; c < 3; c++) {
          const f = fields[c]!;
          out[o + c] = f.max ? Math.round((((v >>> f.shift) & f.max) * 255) / f.max) : 0;
        }
        const a = fields[3]!;
        out[o + 3] = a.max ? Math.round((((v >>> a.shift) & a.max) * 255) / a.max) : 255;
      }
    }
  }
  return { width, height, data: out };
}

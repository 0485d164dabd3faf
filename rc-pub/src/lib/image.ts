/**
 * Re-encoding of member uploads (profile image and album cover, docs/product/members.md#upload-rules). The type comes from the bytes
 * (`file-type`), never from the name or the declared type; the image is decoded and written anew by sharp as PNG or
 * JPEG, without metadata (EXIF, ICC, text chunks) and within a bounded size, so nothing but pixels survives.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from './bmp.js';

/** sharp refuses inputs with more pixels than this (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/** A re-encoded image. */
export interface EncodedImage {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** The media type of `bytes` read from their content (magic numbers), or null when unknown (SVG, HTML, text). */
export async function sniffMime(bytes: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(bytes))?.mime ?? null;
}

/**
 * `bytes` (of the sniffed type `mime`: image/jpeg, image/png or image/bmp) decoded and encoded again: JPEG stays JPEG
 * (quality 85), PNG and BMP become PNG; EXIF orientation is applied, then the image is shrunk to fit `maxSide` pixels.
 * @throws Error when the bytes cannot be decoded as that type.
 */
export async function reencodeImage(bytes: Buffer, mime: string, maxSide: number): Promise<EncodedImage> {
  let pipeline: Sharp;
  if (mime === 'image/bmp') {
    const bmp = decodeBmp(bytes);
    pipeline = sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 4 } });
  } else {
    pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  }
  pipeline = pipeline.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const out =
    mime === 'image/jpeg'
      ? await pipeline.jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true })
      : await pipeline.png().toBuffer({ resolveWithObject: true });
  return {
    data: out.data,
    mime: mime === 'image/jpeg' ? 'image/jpeg' : 'image/png',
    width: out.info.width,
    height: out.info.height,
  };
}

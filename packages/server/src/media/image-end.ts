// Where an image file ends, read from its structure: PNG chunks to IEND, JPEG segments and scans to
// EOI, GIF blocks to the trailer, WebP's RIFF size, AVIF's top-level boxes. Decoders stop at the end
// marker and ignore whatever follows, so a valid image can carry an HTML page, a script or a zip
// archive behind it (a polyglot); images.ts refuses any byte after the end. A structure that runs
// past the file's length is a truncated file.

export type EndCheck = { kind: 'complete'; trailing: number } | { kind: 'truncated' };

const complete = (end: number, length: number): EndCheck =>
  end > length ? { kind: 'truncated' } : { kind: 'complete', trailing: length - end };
const TRUNCATED: EndCheck = { kind: 'truncated' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngEnd(bytes: Buffer): EndCheck {
  let pos = PNG_SIGNATURE.length;
  while (pos + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    pos += 12 + length;
    if (type === 'IEND') return complete(pos, bytes.length);
  }
  return TRUNCATED;
}

/** Index just past one JPEG stream's EOI, starting at its SOI; -1 when the file ends first. */
function jpegStreamEnd(bytes: Buffer, start: number): number {
  let pos = start + 2;
  while (pos + 1 < bytes.length) {
    // Fill bytes (0xFF runs) and stray bytes before a marker are skipped, as decoders do.
    if (bytes[pos] !== 0xff || bytes[pos + 1] === 0xff) {
      pos += 1;
      continue;
    }
    const marker = bytes[pos + 1]!;
    if (marker === 0xd9) return pos + 2;
    // Markers without a length: restart markers, TEM, and a stuffed zero inside scan data.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0x00) {
      pos += 2;
      continue;
    }
    if (pos + 4 > bytes.length) return -1;
    // A segment: its length counts itself, not the marker. Thumbnails inside EXIF are skipped whole.
    pos += 2 + bytes.readUInt16BE(pos + 2);
    // After a scan header (SOS) comes entropy-coded data: walked byte by byte by the loop above,
    // where 0xFF00 and restart markers continue and the next real marker ends the scan.
  }
  return -1;
}

/**
 * JPEG: one stream, optionally followed by further complete JPEG streams and nothing else. Phones
 * store an HDR gain map (Ultra HDR, Apple's) or MPF pictures that way, after the primary image's EOI.
 */
function jpegEnd(bytes: Buffer): EndCheck {
  let pos = 0;
  do {
    pos = jpegStreamEnd(bytes, pos);
    if (pos < 0) return TRUNCATED;
  } while (bytes[pos] === 0xff && bytes[pos + 1] === 0xd8);
  return complete(pos, bytes.length);
}

function gifEnd(bytes: Buffer): EndCheck {
  const tableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let pos = from;
    while (pos < bytes.length) {
      const size = bytes[pos]!;
      pos += 1 + size;
      if (size === 0) return pos;
    }
    return -1;
  };
  if (bytes.length < 13) return TRUNCATED;
  let pos = 13 + tableSize(bytes[10]!);
  while (pos >= 0 && pos < bytes.length) {
    const block = bytes[pos];
    if (block === 0x3b) return complete(pos + 1, bytes.length);
    if (block === 0x21) pos = skipSubBlocks(pos + 2);
    else if (block === 0x2c) {
      if (pos + 10 > bytes.length) return TRUNCATED;
      pos = skipSubBlocks(pos + 10 + tableSize(bytes[pos + 9]!) + 1);
    } else return TRUNCATED;
  }
  return TRUNCATED;
}

function webpEnd(bytes: Buffer): EndCheck {
  if (bytes.length < 12) return TRUNCATED;
  const size = bytes.readUInt32LE(4);
  // RIFF pads an odd-sized payload with one byte.
  return complete(8 + size + (size & 1), bytes.length);
}

/** The top-level boxes an AVIF file (still or sequence) has; anything else is not part of the image. */
const ISO_TOP_BOXES = new Set(['ftyp', 'meta', 'mdat', 'moov', 'free', 'skip', 'uuid', 'moof', 'mfra', 'styp', 'sidx']);

function isoBoxesEnd(bytes: Buffer): EndCheck {
  let pos = 0;
  while (pos + 8 <= bytes.length) {
    if (!ISO_TOP_BOXES.has(bytes.toString('latin1', pos + 4, pos + 8))) return complete(pos, bytes.length);
    const size32 = bytes.readUInt32BE(pos);
    // 0: the box runs to the end of the file; 1: the real size follows as 64 bits.
    if (size32 === 0) return complete(bytes.length, bytes.length);
    const size = size32 === 1 ? (pos + 16 <= bytes.length ? Number(bytes.readBigUInt64BE(pos + 8)) : Infinity) : size32;
    if (size < 8) return TRUNCATED;
    pos += size;
  }
  return complete(pos, bytes.length);
}

const CHECKS: Record<string, (bytes: Buffer) => EndCheck> = {
  png: pngEnd,
  jpg: jpegEnd,
  gif: gifEnd,
  webp: webpEnd,
  avif: isoBoxesEnd,
};

/** Where the image of type `ext` ends in `bytes`; undefined for types without a binary structure (SVG). */
export function imageEnd(bytes: Buffer, ext: string): EndCheck | undefined {
  return CHECKS[ext]?.(bytes);
}

/** The raster type a file's first bytes announce, whatever its decoder thinks of the rest. */
export function announcedType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const ascii = bytes.toString('latin1', 0, 12);
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.slice(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii.slice(8, 12))) return 'avif';
  return undefined;
}

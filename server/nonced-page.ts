// A cached page's HTML, kept as the pieces between its nonce placeholders, so an answer is the
// pieces joined around this response's nonce. Gzipped, each piece is deflated once and the
// nonce goes in as a stored (uncompressed) block: a CRC and a copy per answer, not a deflate.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** Gzip member header: deflate, no name or time, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block closes the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const WINDOW = 32 * 1024;

interface Deflated {
  nonceLength: number;
  pieces: Buffer[];
  /** A stored block's header: not the last, type 0, then LEN and its complement. */
  storedHeader: Buffer;
}

export class NoncedPage {
  private readonly pieces: Buffer[];
  private deflated: Deflated | undefined;

  constructor(html: string, placeholder: string) {
    this.pieces = compact(html.split(placeholder).map((piece) => Buffer.from(piece)));
  }

  /** The page with this nonce in every placeholder's place. */
  plain(nonce: string): Buffer {
    const bytes = Buffer.from(nonce);
    return Buffer.concat(this.pieces.flatMap((piece, i) => (i > 0 ? [bytes, piece] : [piece])));
  }

  /** The same as a gzip file. Every nonce must have the length of the first. */
  gzip(nonce: string): Buffer {
    const bytes = Buffer.from(nonce);
    const deflated = (this.deflated ??= this.deflate(bytes.length));
    // The dictionaries and the stored blocks assume the length the pieces were made for.
    if (bytes.length !== deflated.nonceLength) {
      throw new RangeError(`nonce must be ${deflated.nonceLength} bytes`);
    }
    const parts: Uint8Array[] = [HEADER];
    let crc = 0;
    let size = 0;
    this.pieces.forEach((piece, i) => {
      if (i > 0) {
        parts.push(deflated.storedHeader, bytes);
        crc = crc32(bytes, crc);
        size += bytes.length;
      }
      parts.push(deflated.pieces[i]!);
      if (piece.length > 0) crc = crc32(piece, crc);
      size += piece.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    parts.push(LAST_BLOCK, trailer);
    return Buffer.concat(parts);
  }

  private deflate(nonceLength: number): Deflated {
    const storedHeader = Buffer.alloc(5);
    storedHeader.writeUInt16LE(nonceLength, 1);
    storedHeader.writeUInt16LE(~nonceLength & 0xffff, 3);
    // Each piece may refer back to the text before it, as if the nonce were NULs: HTML has
    // none, so no match can reach into the nonce, which differs per response.
    const hasNul = this.pieces.some((piece) => piece.includes(0));
    const blank = Buffer.alloc(hasNul ? 0 : nonceLength);
    let before = Buffer.alloc(0);
    const pieces = this.pieces.map((piece, i) => {
      const dictionary = blank.length && i > 0 ? { dictionary: before.subarray(-WINDOW) } : {};
      if (blank.length) before = Buffer.concat([before.subarray(-WINDOW), piece, blank]);
      // An empty piece adds nothing; zlib would also leave an empty input unusable (Node 20).
      if (piece.length === 0) return piece;
      return deflateRawSync(piece, {
        level: 9,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...dictionary,
      });
    });
    return { nonceLength, pieces: compact(pieces), storedHeader };
  }
}

/**
 * The same bytes as views of one buffer. Held for as long as the page is cached, small Buffers
 * would each keep alive the larger block they were cut from: zlib's output chunk, say (16 KB).
 */
function compact(buffers: Buffer[]): Buffer[] {
  const whole = Buffer.alloc(buffers.reduce((sum, b) => sum + b.length, 0));
  let offset = 0;
  return buffers.map((b) => {
    b.copy(whole, offset);
    offset += b.length;
    return whole.subarray(offset - b.length, offset);
  });
}

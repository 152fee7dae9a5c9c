// A share image's code: the page's query, compressed and sealed with AES-256-GCM, so its address
// holds no readable birth data. The IV is synthetic (an HMAC of the plaintext), which makes the
// code of one chart always the same: the page's HTML, its cache entry and ETag stay stable.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

// The first byte, in the clear and authenticated: a new dictionary or cipher gets a new one.
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Far past what a chart's or two people's query holds (names, typed places left out).
const MAX_QUERY_BYTES = 2048;
const MAX_CODE_CHARS = 1000;
// Deflate's preset dictionary: the words every chart and synastry query repeats. Fixed for
// VERSION 1; changing a byte changes every code. With it a chart's query of 72 bytes deflates to
// 42 (none: 72), two people's of 133 to 59 (none: 96).
const DICTIONARY = Buffer.from(
  "houses=koch&houses=porphyry&houses=equal&houses=whole-sign&unknown=on&offset=&where=" +
    "a.date=19&a.time=&a.place=&a.houses=placidus&a.unknown=on&a.offset=" +
    "&b.date=19&b.time=&b.place=&b.houses=placidus&b.unknown=on&b.offset=" +
    "&name=&date=19&date=20&time=&place=&houses=placidus",
);

export interface ShareCodec {
  encode(query: string): string;
  /** The query, or undefined for anything this key did not seal (tampered, foreign, garbage). */
  decode(code: string): string | undefined;
}

/** A codec for one secret; each use of it gets its own key, derived with HKDF-SHA256. */
export function createShareCodec(secret: string | Buffer): ShareCodec {
  const derive = (info: string) =>
    Buffer.from(hkdfSync("sha256", secret, "starcast", `share-code v${VERSION} ${info}`, 32));
  const cipherKey = derive("aes-256-gcm");
  const ivKey = derive("synthetic-iv");
  const header = Buffer.from([VERSION]);

  const ivFor = (plain: Buffer) =>
    createHmac("sha256", ivKey).update(plain).digest().subarray(0, IV_BYTES);

  return {
    encode(query) {
      const plain = deflateRawSync(Buffer.from(query, "utf8"), {
        level: 9,
        dictionary: DICTIONARY,
      });
      const iv = ivFor(plain);
      const cipher = createCipheriv("aes-256-gcm", cipherKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(header);
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([header, iv, sealed, cipher.getAuthTag()]).toString("base64url");
    },

    decode(code) {
      if (code.length > MAX_CODE_CHARS || !/^[A-Za-z0-9_-]+$/.test(code)) return undefined;
      const bytes = Buffer.from(code, "base64url");
      // base64url decoding is lenient: only the canonical spelling of the bytes is a code.
      if (bytes.toString("base64url") !== code) return undefined;
      if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) return undefined;
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(bytes.length - TAG_BYTES);
      try {
        const decipher = createDecipheriv("aes-256-gcm", cipherKey, iv, {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(header);
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]);
        // One code per query: a sealed plaintext under another IV is not one we made.
        if (!timingSafeEqual(ivFor(plain), iv)) return undefined;
        const query = inflateRawSync(plain, {
          dictionary: DICTIONARY,
          maxOutputLength: MAX_QUERY_BYTES,
        });
        return new TextDecoder("utf-8", { fatal: true }).decode(query);
      } catch {
        // A wrong tag (tampered, or sealed under another secret), or a query past MAX_QUERY_BYTES.
        return undefined;
      }
    },
  };
}

/**
 * SHARE_SECRET, or else one made at first use and kept in DATA_DIR/share-secret, as PGlite's
 * files are: one process per DATA_DIR. Several servers must be given the same SHARE_SECRET.
 */
export function shareSecret(): string {
  const { SHARE_SECRET, DATA_DIR, DATABASE_URL } = env();
  if (SHARE_SECRET) return SHARE_SECRET;
  if (DATABASE_URL) {
    logger().warn(
      "SHARE_SECRET is not set: this server keeps its own in DATA_DIR, so share images made by another instance are 404 here",
    );
  }
  const file = path.join(DATA_DIR, "share-secret");
  mkdirSync(DATA_DIR, { recursive: true });
  // Written aside, then linked into place: a process starting at the same moment finds either
  // no file or a whole one, and the first link wins.
  const draft = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(draft, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept = readFileSync(file, "utf8").trim();
  if (kept.length < 32) throw new Error(`${file} holds no share secret: delete it to make one`);
  return kept;
}

let codec: ShareCodec | undefined;

/** The site's codec, with the key from shareSecret(). */
export function shareCodec(): ShareCodec {
  codec ??= createShareCodec(shareSecret());
  return codec;
}

// Reads mails from DATA_DIR/outbox in tests: finds the newest to an address and decodes it.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The decoded text of the newest mail to `to` whose subject contains `subject`, or undefined. */
export async function findMail(
  dataDir: string,
  to: string,
  subject: string,
): Promise<string | undefined> {
  const outbox = path.join(dataDir, "outbox");
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = await readFile(path.join(outbox, file), "utf8");
    const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
    if (headers.split(/\r?\n/).includes(`To: ${to}`) && headers.includes(subject))
      return decodeQuotedPrintable(raw);
  }
  return undefined;
}

export async function waitForMail(
  dataDir: string,
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<string> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const mail = await findMail(dataDir, to, subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} about "${subject}" within ${timeoutMs} ms`);
}

export function linkIn(mail: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s>]+${pathname}\\?token=[A-Za-z0-9_-]+`).exec(mail);
  if (!match) throw new Error(`No ${pathname} link in the mail`);
  return match[0];
}

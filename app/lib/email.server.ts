// Outgoing mail. With SMTP_URL it goes through that server; without, each message is written
// as an .eml file in DATA_DIR/outbox, so every flow can be followed on a laptop.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** Set when a repeat must be recognisable as one (the daily mail: subscriber and day). */
  messageId?: string;
}

let transport: Transporter | undefined;

function pooled(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of [
    ["pool", "true"],
    ["maxConnections", "8"],
    ["maxMessages", "1000"],
  ] as const) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
  }
  return parsed.toString();
}

export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
  const message = { from: MAIL_FROM, ...mail };
  if (SMTP_URL) {
    // Pooled: the daily mail sends thousands over a few open connections, not one each.
    if (!transport) {
      transport = nodemailer.createTransport(pooled(SMTP_URL));
      // A transport-level fault (its OAuth2 token, say) is an 'error' event: logged, not fatal;
      // each message's own failure comes back from sendMail below.
      transport.on("error", (error) => logger().warn({ err: error }, "mail transport error"));
    }
    await transport.sendMail(message);
    return;
  }
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(message);
  const outbox = path.join(DATA_DIR, "outbox");
  await mkdir(outbox, { recursive: true });
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
  );
  // Written aside and renamed, so that a full disk leaves no half a message in the outbox.
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, built.message as Buffer);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  // The path only: the body holds links with tokens, which stay out of the logs.
  logger().info({ file }, `mail "${mail.subject}" written to the outbox`);
}

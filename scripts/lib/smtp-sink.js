// A local SMTP server that keeps nothing but counts (smtp-server, a dev dependency): for the
// daily-mail bench and the queue's tests, so no mail leaves the machine. Each message is
// counted by recipient and Message-ID once its DATA has been accepted. `relayMs` holds each
// acceptance back that long, as a relay across a network takes time to answer.
import { SMTPServer } from "smtp-server";

/**
 * Starts the sink on `port` (loopback); `failFor` refuses mail to matching recipients, and
 * `relayMs` delays the answer to each message's DATA.
 * @param {{ port?: number; failFor?: RegExp; relayMs?: number }} [options]
 * @returns {Promise<import("./smtp-sink.js").SmtpSink>}
 */
export async function startSmtpSink({ port = 0, failFor, relayMs = 0 } = {}) {
  /** @type {import("./smtp-sink.js").SmtpSink["received"]} */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // No DNS: a reverse lookup of 127.0.0.1 can wait seconds on a machine without a resolver.
    disableReverseLookup: true,
    size: 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (failFor?.test(address.address)) {
        // smtp-server answers with an error's responseCode.
        const error = Object.assign(new Error("mailbox unavailable"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1];
        const accept = () => {
          for (const { address } of session.envelope.rcptTo)
            received.push({ to: address, messageId });
          callback();
        };
        if (relayMs > 0) setTimeout(accept, relayMs);
        else accept();
      });
    },
  });
  // A sender killed mid-message resets its connection: that message simply never arrived.
  /** @type {Error[]} */
  const errors = [];
  server.on("error", (error) => errors.push(error));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.server.address());
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    errors,
    /**
     * Distinct recipients, repeats (same recipient and Message-ID again) for a recipient filter.
     * @param {(to: string) => boolean} [filter]
     */
    count(filter = () => true) {
      const mine = received.filter((r) => filter(r.to));
      const ids = new Set(mine.map((r) => `${r.to} ${r.messageId}`));
      const people = new Set(mine.map((r) => r.to));
      return { messages: mine.length, recipients: people.size, repeats: mine.length - ids.size };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

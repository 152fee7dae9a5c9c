export interface SmtpSink {
  port: number;
  url: string;
  received: { to: string; messageId?: string }[];
  /** Connection errors, such as a killed sender's reset. */
  errors: Error[];
  count(filter?: (to: string) => boolean): {
    messages: number;
    recipients: number;
    repeats: number;
  };
  close(): Promise<void>;
}
export function startSmtpSink(options?: {
  port?: number;
  failFor?: RegExp;
  /** How long each message's DATA waits for its answer, as a relay's would. */
  relayMs?: number;
}): Promise<SmtpSink>;

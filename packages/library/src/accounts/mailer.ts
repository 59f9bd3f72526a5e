/**
 * Outgoing e-mail. With an SMTP URL, nodemailer sends it; without one (the embedded default and
 * tests) each message is written as a text file to an outbox directory and the log says where,
 * so a person running Goi locally can open the confirmation link.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; empty → outbox files. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

export function createMailer(settings: MailSettings, log: (message: string) => void): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: settings.from, ...message });
      },
    };
  }
  return createOutboxMailer(settings, log);
}

/** Writes `<time>-<random>.txt` with the headers and the plain-text body. */
export function createOutboxMailer(
  settings: Pick<MailSettings, 'from' | 'outboxDir'>,
  log: (message: string) => void,
): Mailer & { readonly directory: string } {
  return {
    directory: settings.outboxDir,
    async send(message) {
      await fs.mkdir(settings.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(settings.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.txt`);
      const content = [
        `From: ${settings.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        '',
        message.text,
        '',
      ].join('\n');
      await fs.writeFile(file, content, { mode: 0o600 });
      log(
        // No address: e-mail addresses do not belong in info logs (the file names the recipient).
        `mail: no SMTP server configured; "${message.subject}" written to ${file}`,
      );
    },
  };
}

/** Keeps messages in memory (tests). */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

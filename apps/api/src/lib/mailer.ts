import type { MailDelivery } from '@congregacao/shared/contracts/users';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** where `send` puts the mail: the screens say so rather than "sent to your email" */
  readonly delivery: MailDelivery;
  send(mail: Mail): Promise<void>;
  /** closes the pooled SMTP connections, if any were opened (a mailer a test passes in may have none) */
  close?(): Promise<void>;
}

/** Mail over SMTP_URL; without it, mail is written to the server log with a warning. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: { warn(obj: object, msg: string): void };
}): Mailer {
  if (!options.smtpUrl) {
    return {
      delivery: 'server-log',
      async send(mail) {
        options.log.warn({ mail }, 'SMTP_URL is not set: mail written to the log instead of sent');
      },
      async close() {},
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer is loaded on the first mail, not at start (bench: start-up time). Pooled: a month's reminders reuse a
  // few connections instead of one handshake per mail (bench `phone`).
  let transport: Promise<Transporter> | undefined;
  return {
    delivery: 'email',
    async send(mail) {
      transport ??= import('nodemailer').then((m) =>
        m.default.createTransport({ url: smtpUrl, pool: true, maxConnections: 8 }),
      );
      await (await transport).sendMail({ from: options.from, ...mail });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}

import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Mail over SMTP_URL; without it, mail is written to the server log with a warning. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: { warn(obj: object, msg: string): void };
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.warn({ mail }, 'SMTP_URL is not set: mail written to the log instead of sent');
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryChannel } from './channel';

// One pooled transport per SMTP address, so a fan-out's many e-mails reuse a few connections.
const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url.includes('?') ? `${url}&pool=true` : `${url}?pool=true`);
    transports.set(url, transport);
  }
  return transport;
}

/** E-mail through SMTP (nodemailer): a plain-text message with the link. */
export const emailChannel: DeliveryChannel = {
  code: 'email',
  configured: (config) => config.SMTP_URL !== undefined,
  async send(config, address, message) {
    if (!config.SMTP_URL) throw new Error('SMTP_URL is not set');
    await transportFor(config.SMTP_URL).sendMail({
      from: config.MAIL_FROM,
      to: address,
      subject: message.title,
      text: `${message.body}\n\n${message.url}\n`,
    });
  },
};

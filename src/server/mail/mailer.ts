import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';

/**
 * Outgoing mail (decision 0025: the e-mail change notices and the password reset link). With
 * SMTP_URL set, mail goes out over SMTP (nodemailer). Without it, as in development and the demo,
 * each message is written to `DATA_DIR/mail/` as JSON and its subject logged, so the link in it can
 * be followed by hand, and nothing pretends to have been sent.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * For mail a queue may send again after a stop mid-send (decision 0038): the same key gives the
   * same Message-ID, by which mail clients show a repeat once, and without SMTP the same file.
   */
  identity?: { key: string; createdAt: string };
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerSettings {
  smtpUrl: string | undefined;
  /** the sender: the brand's accounts address */
  from: string;
  dataDir: string;
  log: (message: string) => void;
}

export function createMailer(settings: MailerSettings): Mailer {
  if (settings.smtpUrl) {
    const smtp = createTransport(settings.smtpUrl, { from: settings.from });
    return {
      async send({ identity, ...mail }) {
        await smtp.sendMail(identity ? { ...mail, messageId: messageId(identity.key, settings.from) } : mail);
      },
    };
  }
  const json = createTransport({ jsonTransport: true }, { from: settings.from });
  const folder = path.join(settings.dataDir, 'mail');
  let sequence = 0;
  return {
    async send({ identity, ...mail }) {
      const built = await json.sendMail(
        identity ? { ...mail, messageId: messageId(identity.key, settings.from) } : mail,
      );
      await mkdir(folder, { recursive: true });
      sequence += 1;
      // Named by time, so a folder listing is in the order of sending; a keyed mail by its own
      // time and key, so sending it again writes the same file.
      const name = identity
        ? `${Date.parse(identity.createdAt)}-${identity.key}`
        : `${Date.now()}-${String(sequence).padStart(4, '0')}`;
      const file = path.join(folder, `${name}.json`);
      // written whole under another name and renamed into place: whoever reads the folder (a
      // person following a link, the e2e inbox) never opens a half-written mail
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, built.message);
      await rename(partial, file);
      settings.log(`mail to ${mail.to} ("${mail.subject}") written to ${file}: no SMTP_URL is set`);
    },
  };
}

/** `<key@domain>`, the domain the sender's address's. */
function messageId(key: string, from: string): string {
  return `<${key}@${from.split('@').pop()?.replace(/>$/, '') ?? 'localhost'}>`;
}

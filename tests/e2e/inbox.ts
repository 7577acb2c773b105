import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e2e servers run without SMTP_URL, so every mail is a JSON file under DATA_DIR/mail: the inbox
 * of every address. The shared server's DATA_DIR is made by playwright.config.ts and handed to the
 * workers as E2E_DATA_DIR; a private portal (privatePortal.ts) has its own `dataDir`.
 */
export const SHARED_DATA_DIR = process.env.E2E_DATA_DIR ?? '';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the server in `dataDir` wrote, oldest first. */
export async function mailsIn(dataDir: string): Promise<SentMail[]> {
  if (!dataDir) throw new Error('no data folder: is E2E_DATA_DIR set by playwright.config.ts?');
  const folder = path.join(dataDir, 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => {
        const mail = JSON.parse(await readFile(path.join(folder, name), 'utf8'));
        return { to: mail.to[0].address, subject: mail.subject, text: mail.text };
      }),
  );
}

/** The latest mail to `address`, once it is there. */
export async function latestMailTo(dataDir: string, address: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsIn(dataDir)).findLast((mail) => mail.to === address.toLowerCase());
      return found !== undefined;
    })
    .toBe(true);
  return found as SentMail;
}

/** The path of the link in `mail` that starts with `prefix` (the host is the server's own). */
export function linkPath(mail: SentMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in the mail "${mail.subject}"`);
  return new URL(link).pathname;
}

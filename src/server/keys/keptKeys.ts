import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A key this server made once and keeps in `DATA_DIR/<name>` (outside production: the VAPID pair,
 * decision 0040; the visit signing key, decision 0045). Read when the file is there, made and kept
 * when it is not, never made again: what was signed or subscribed with it stays valid across
 * restarts. Written whole under another name, then linked into place, which fails if the file
 * exists: of two processes starting at once on one DATA_DIR, both keep the first key, and neither
 * reads a half-written file.
 */
export async function keptKey<Key>(
  dataDir: string,
  name: string,
  make: () => Key,
  read: (kept: unknown) => Key | undefined,
): Promise<Key> {
  const file = path.join(dataDir, name);
  try {
    const kept = read(JSON.parse(await readFile(file, 'utf8')));
    if (kept !== undefined) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = make();
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, JSON.stringify(made), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keptKey(dataDir, name, make, read);
  } finally {
    await unlink(draft);
  }
  return made;
}

import { UNSENT_WORK_MANIFEST, unsentWorkFileName } from '../../contract/unsentWorkFile';
import { collectUnsentWork, getOfflineDb } from '../../offline';

/**
 * Saves the device's unsent work as one ZIP file (decision 0016). The entries are stored, not
 * compressed: photos and recordings are compressed already, and storing streams each file in
 * chunks, so a long video never has to be copied whole or block the page. fflate is loaded only
 * when the auditor asks for the file.
 */
export async function zipUnsentWork(userId: number, now = new Date()): Promise<{ file: Blob; name: string }> {
  const { Zip, ZipPassThrough, strToU8 } = await import('fflate');
  const { manifest, files } = await collectUnsentWork(getOfflineDb(), userId, now);
  const chunks: Uint8Array[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve();
    });
    void (async () => {
      const manifestEntry = new ZipPassThrough(UNSENT_WORK_MANIFEST);
      zip.add(manifestEntry);
      manifestEntry.push(strToU8(JSON.stringify(manifest, null, 2)), true);
      for (const [path, blob] of files) {
        const entry = new ZipPassThrough(path);
        zip.add(entry);
        const reader = blob.stream().getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          entry.push(value);
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    })().catch(reject);
  });
  await finished;
  return {
    file: new Blob(chunks as BlobPart[], { type: 'application/zip' }),
    name: unsentWorkFileName(userId, now),
  };
}

/** Hands the file to the browser's download (on a phone: Files, or the share sheet). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken its copy once click() returned; a minute is room for slow devices
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

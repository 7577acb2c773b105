import fs from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LocalObjectStore,
  localStoreCredentials,
  ObjectSizeError,
} from '../../src/server/storage/localStore';

/**
 * A refused upload leaves nothing in the store's `.incoming` folder, however late the temporary
 * file's open completes (CI saw one left behind under load: the refusal's clean-up ran before the
 * open it raced with).
 */
describe('the local store after a refused upload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('removes its temporary file even when the file opens after the refusal', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'store-open-'));
    const store = new LocalObjectStore({
      rootDir: root,
      publicUrl: undefined,
      credentials: localStoreCredentials('secret'),
    });
    // a busy disk: every open takes 100 ms
    const open = fs.open;
    vi.spyOn(fs, 'open').mockImplementation(((...args: Parameters<typeof fs.open>) => {
      setTimeout(() => Reflect.apply(open, fs, args), 100);
    }) as typeof fs.open);
    const tooLarge = Readable.from([Buffer.alloc(200)]);
    await expect(store.writeObject('k/1', tooLarge, { min: 100, max: 100 })).rejects.toBeInstanceOf(
      ObjectSizeError,
    );
    expect(await readdir(path.join(root, '.incoming'))).toEqual([]);
    // and nothing appears later either
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readdir(path.join(root, '.incoming'))).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});

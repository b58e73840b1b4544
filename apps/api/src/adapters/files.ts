import type { Config } from '../env';
import { fileOfUrl, fileUrl, jpegOfTwin, webpTwinOf, type FileStore } from '../ports/file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/**
 * Photos and avatars: the S3-compatible bucket when STORAGE=s3 (every
 * instance shares it), else the uploads folder on this machine. The server
 * (createAdapters) and `pnpm backup` / `restore` get theirs here.
 */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.s3) return withTwins(new S3FileStore(config.s3));
  const files = new LocalFileStore(config.uploadsDir);
  await files.init();
  return withTwins(files);
}

/**
 * A store whose JPEGs' WebP twins (ports/file-store.ts webpTwinOf) go with
 * them: removing a JPEG removes its twin, and the sweep keeps a twin exactly
 * while its JPEG is referenced. The one place the twin rule meets the store.
 */
function withTwins<T extends FileStore>(store: T): T {
  const remove = store.remove.bind(store);
  const sweep = store.sweep.bind(store);
  return Object.assign(store, {
    remove(urls: Iterable<string | null | undefined>) {
      const all: string[] = [];
      for (const url of urls) {
        if (!url) continue;
        all.push(url);
        const file = fileOfUrl(url);
        const twin = file && webpTwinOf(file.name);
        if (file && twin) all.push(fileUrl(file.folder, twin));
      }
      return remove(all);
    },
    sweep(isReferenced: Parameters<FileStore['sweep']>[0], now?: number) {
      return sweep(async (folder, names) => {
        const live = await isReferenced(folder, [...new Set(names.map(jpegOfTwin))]);
        return new Set(names.filter((name) => live.has(jpegOfTwin(name))));
      }, now);
    },
  });
}

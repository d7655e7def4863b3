import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The kinds of file the store keeps, by their extension. */
export const UPLOAD_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

const NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
const newName = (ext: UploadExtension) => `${randomBytes(16).toString('hex')}.${ext}`;

/** A file written under a temporary name: `commit` puts it in place, `discard` removes it. */
export type StagedUpload = {
  name: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
};

export type StoredFile = { stream: ReadStream; size: number; contentType: string };

/** The files members upload (proof images), under one folder; nothing else touches that folder. */
export type UploadStore = {
  /** Writes the bytes under a temporary name; the file is readable by `name` only after `commit`. */
  stage(bytes: Uint8Array, ext: UploadExtension): Promise<StagedUpload>;
  save(bytes: Uint8Array, ext: UploadExtension): Promise<string>;
  /** The stored file, or undefined when there is none by that name. */
  read(name: string): Promise<StoredFile | undefined>;
  remove(name: string): Promise<void>;
};

/** Detects PNG and JPEG by their first bytes, whatever the file is called or claims to be. */
export function imageTypeOf(bytes: Uint8Array): UploadExtension | undefined {
  const starts = (magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  return undefined;
}

export function createUploadStore(dir: string): UploadStore {
  const fileOf = (name: string) => {
    // Names come from the database, never from a request; still, nothing outside the folder is reachable.
    if (!NAME.test(name)) return undefined;
    return path.join(dir, name);
  };

  const stage = async (bytes: Uint8Array, ext: UploadExtension): Promise<StagedUpload> => {
    await mkdir(dir, { recursive: true });
    const name = newName(ext);
    const temporary = path.join(dir, `.tmp-${name}`);
    const final = path.join(dir, name);
    await writeFile(temporary, bytes, { flag: 'wx' });
    return {
      name,
      commit: () => rename(temporary, final),
      discard: async () => {
        await rm(temporary, { force: true });
        await rm(final, { force: true });
      },
    };
  };

  return {
    stage,
    async save(bytes, ext) {
      const staged = await stage(bytes, ext);
      await staged.commit();
      return staged.name;
    },
    async read(name) {
      const file = fileOf(name);
      if (!file) return undefined;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const ext = name.slice(name.lastIndexOf('.') + 1) as UploadExtension;
      return { stream: createReadStream(file), size: info.size, contentType: UPLOAD_TYPES[ext] };
    },
    async remove(name) {
      const file = fileOf(name);
      if (file) await rm(file, { force: true });
    },
  };
}

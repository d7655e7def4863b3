import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_CODES } from '@platform/contracts';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { memberUploads, members } from '../db/schema.js';
import { tooManyRequests, unprocessable } from './errors.js';

/** The kinds of file the store keeps, by their extension. */
export const UPLOAD_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

const NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
const newName = (ext: UploadExtension) => `${randomBytes(16).toString('hex')}.${ext}`;

/** A file written under a temporary name: `commit` puts it in place, `discard` removes it. */
export type StagedUpload = {
  name: string;
  /** Bytes written. */
  size: number;
  commit(): Promise<void>;
  discard(): Promise<void>;
};

export type StoredFile = { stream: ReadStream; size: number; contentType: string };

/**
 * The files members upload (proof images), under one folder; nothing else touches that folder. Several API
 * processes share it safely (names are random, a file appears by an atomic rename); on several machines the
 * folder is a shared mount, or this interface gets an object-storage implementation (decision record 037).
 */
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
      size: bytes.length,
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

/**
 * What one member may upload: per rolling day (429 until the oldest upload of the day is a day old) and in
 * all (422). Proof images are at most 5 MB each and 3 per promotion application.
 */
export const UPLOAD_QUOTA = {
  perDayFiles: 20,
  perDayBytes: 30 * 1024 * 1024,
  totalFiles: 200,
  totalBytes: 300 * 1024 * 1024,
} as const;
export type UploadQuota = { [K in keyof typeof UPLOAD_QUOTA]: number };

const DAY_MS = 24 * 3_600_000;
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Counts a member's new files against the quota and records them, in the caller's transaction (the one
 * that keeps the files): the member's row is locked first, so requests at once are counted one by one.
 * Refused: 429 `upload.quota.daily` (with Retry-After) or 422 `upload.quota.total`; nothing is recorded.
 */
export async function reserveUploads(
  tx: Executor,
  owner: { merchantId: number; memberId: number },
  purpose: string,
  files: { name: string; size: number }[],
  at: Date,
  quota: UploadQuota = UPLOAD_QUOTA,
): Promise<void> {
  if (files.length === 0) return;
  await tx.execute(sql`select id from ${members} where ${members.id} = ${owner.memberId} for update`);
  const usage = async (since?: Date) => {
    const [row] = await tx
      .select({
        n: count(),
        bytes: sum(memberUploads.bytes),
        oldest: sql<string | null>`min(${memberUploads.createdAt})`,
      })
      .from(memberUploads)
      .where(
        and(
          eq(memberUploads.memberId, owner.memberId),
          since ? gte(memberUploads.createdAt, since) : undefined,
        ),
      );
    return {
      files: Number(row?.n ?? 0),
      bytes: Number(row?.bytes ?? 0),
      oldest: row?.oldest ? new Date(row.oldest) : null,
    };
  };
  const adding = { files: files.length, bytes: files.reduce((n, f) => n + f.size, 0) };
  const total = await usage();
  if (total.files + adding.files > quota.totalFiles || total.bytes + adding.bytes > quota.totalBytes)
    throw unprocessable(
      ERROR_CODES.uploadQuotaTotal,
      `images: you have uploaded ${total.files} images (${mb(total.bytes)}); at most ` +
        `${quota.totalFiles} images or ${mb(quota.totalBytes)} are kept per member.`,
      { field: 'images', files: total.files, maxFiles: quota.totalFiles },
    );
  const today = await usage(new Date(at.getTime() - DAY_MS));
  if (today.files + adding.files > quota.perDayFiles || today.bytes + adding.bytes > quota.perDayBytes) {
    const retryMs = today.oldest ? today.oldest.getTime() + DAY_MS - at.getTime() : DAY_MS;
    throw tooManyRequests(
      ERROR_CODES.uploadQuotaDaily,
      `images: at most ${quota.perDayFiles} images or ${mb(quota.perDayBytes)} a day; ` +
        `you have uploaded ${today.files} (${mb(today.bytes)}) in the last 24 hours.`,
      retryMs / 1000,
      { field: 'images', files: today.files, maxFiles: quota.perDayFiles },
    );
  }
  await tx.insert(memberUploads).values(
    files.map((f) => ({
      merchantId: owner.merchantId,
      memberId: owner.memberId,
      purpose,
      name: f.name,
      bytes: f.size,
      createdAt: at,
    })),
  );
}

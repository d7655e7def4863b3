import { PROMOTION_APPLICATION } from '@platform/contracts';

export type ImageProblem =
  | { kind: 'tooMany' }
  | { kind: 'type'; name: string }
  | { kind: 'size'; name: string }
  | { kind: 'empty'; name: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (magic: number[]) => magic.every((b, i) => head[i] === b);
  return starts(PNG) || starts(JPEG);
}

/**
 * The images a member picks, checked with the server's limits before anything is sent: PNG or JPEG (by
 * type and by their first bytes), under 5 MB each, at most three in all. Refused files are left out.
 */
export async function checkImages(
  kept: readonly File[],
  picked: readonly File[],
): Promise<{ accepted: File[]; problems: ImageProblem[] }> {
  const accepted: File[] = [];
  const problems: ImageProblem[] = [];
  for (const file of picked) {
    if (file.size === 0) problems.push({ kind: 'empty', name: file.name });
    else if (!(PROMOTION_APPLICATION.imageTypes as readonly string[]).includes(file.type))
      problems.push({ kind: 'type', name: file.name });
    else if (file.size >= PROMOTION_APPLICATION.maxImageBytes)
      problems.push({ kind: 'size', name: file.name });
    else if (!(await looksLikeImage(file))) problems.push({ kind: 'type', name: file.name });
    else if (kept.length + accepted.length >= PROMOTION_APPLICATION.maxImages) {
      if (!problems.some((p) => p.kind === 'tooMany')) problems.push({ kind: 'tooMany' });
    } else accepted.push(file);
  }
  return { accepted, problems };
}

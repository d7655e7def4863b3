import path from 'node:path';
import { ADMIN_CONTENT_PATHS, uploadedImageParamsSchema } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedState } from '../../lib/shared-state.js';
import { createUploadStore, type UploadStore } from '../../lib/uploads.js';

/**
 * The channel on which a change of a brand's content is told to every API process (decision record 037):
 * each drops what it caches of the site's content, so the next page and call show the change.
 */
export const CONTENT_CHANGED = 'content.changed';
export type ContentChange = { merchantId: number; code: string };

const isChange = (m: unknown): m is ContentChange =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as ContentChange).merchantId === 'number' &&
  typeof (m as ContentChange).code === 'string';

/** Hears the content changes of every process (this one's included). */
export function onContentChange(
  shared: Pick<SharedState, 'subscribe'>,
  listener: (change: ContentChange) => void,
): void {
  shared.subscribe(CONTENT_CHANGED, (message) => {
    if (isChange(message)) listener(message);
  });
}

/** Tells every process that a brand's content changed (after the change's commit). */
export const announceContentChange = (shared: Pick<SharedState, 'publish'>, change: ContentChange) =>
  shared.publish(CONTENT_CHANGED, change);

/** The images operators upload for the site's content (banners, pop-ups, QR codes), one folder. */
export const contentImageStore = (uploadsDir: string): UploadStore =>
  createUploadStore(path.join(uploadsDir, 'content'));

/** Public: an uploaded image, by its random name (never guessed, never changed: cached for a year). */
const uploadedImageRoutes: FastifyPluginAsyncZod<{ store: UploadStore }> = async (app, { store }) => {
  app.get(
    ADMIN_CONTENT_PATHS.uploadedImage,
    {
      schema: {
        tags: ['content'],
        summary: 'An image an operator uploaded for the site (banners, pop-ups, QR codes)',
        params: uploadedImageParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await store.read(request.params.name);
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
};

/**
 * What the operators' content calls need of this module: the public route of uploaded images, and the
 * site's content caches dropped whenever any process announces a change.
 */
export async function connectOperatorContent(
  app: FastifyInstance,
  deps: { uploadsDir: string; shared: Pick<SharedState, 'subscribe'> },
  caches: { forget(): void },
): Promise<void> {
  onContentChange(deps.shared, () => caches.forget());
  await app.register(uploadedImageRoutes, { store: contentImageStore(deps.uploadsDir) });
}

import {
  API,
  envelope,
  messageDetailSchema,
  messageIdSchema,
  messageListQuerySchema,
  messageListSchema,
  messagesChangedSchema,
  unreadCountSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/request-context.js';
import type { MessagesService } from './messages.service.js';

const tags = ['messages'];
const security = [{ session: [] }];

// A trial account has an inbox of its own (its welcome message): no `noTrial` here.
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    API.messageUnreadCount,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'How many of your platform messages are unread',
        security,
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => ok(await messages.unreadCount(request.brand, actorOf(request))),
  );

  app.get(
    API.messageList,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'messageV2: your platform messages, newest first, in your language',
        security,
        querystring: messageListQuerySchema,
        response: { 200: envelope(messageListSchema) },
      },
    },
    async (request) => ok(await messages.list(request.brand, actorOf(request), request.query)),
  );

  app.post(
    API.messageRead,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Opens one of your messages: marks it read and answers its body',
        security,
        body: messageIdSchema,
        response: { 200: envelope(messageDetailSchema) },
      },
    },
    async (request) => ok(await messages.read(request.brand, actorOf(request), request.body.id)),
  );

  app.post(
    API.messageReadAll,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Marks all your messages read',
        security,
        response: { 200: envelope(messagesChangedSchema) },
      },
    },
    async (request) => ok(await messages.readAll(request.brand, actorOf(request))),
  );

  app.post(
    API.messageDelete,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Deletes one of your messages',
        security,
        body: messageIdSchema,
        response: { 200: envelope(messagesChangedSchema) },
      },
    },
    async (request) => ok(await messages.remove(request.brand, actorOf(request), request.body.id)),
  );
};

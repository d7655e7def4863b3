import { ERROR_CODES } from '@platform/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, databaseErrorOf, isInputDataError, loggableError } from '../lib/errors.js';
import { API_PREFIXES, normalPath, underPrefix } from './paths.js';
import { AnswerOffContract } from './response-serializer.js';

/** Every refusal is an envelope; a 5xx never shows its cause. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers).status(error.statusCode).send({
        success: false,
        value: error.value,
        message: error.message,
        errorCode: error.errorCode,
      });
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        (first?.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path?.join('.') ||
        error.validationContext ||
        'request';
      void reply.status(400).send({
        success: false,
        value: { field },
        message: `${field}: ${first?.message ?? 'invalid value'}`,
        errorCode: ERROR_CODES.validation,
      });
      return;
    }
    if (error instanceof AnswerOffContract) {
      request.log.error({ err: error }, 'response did not match its contract');
      void reply.status(500).send({
        success: false,
        value: null,
        message: 'System error, please try again later.',
        errorCode: ERROR_CODES.internal,
      });
      return;
    }
    const database = databaseErrorOf(error);
    if (database) {
      // Logged without its parameters; a value the database cannot take is the input's fault: 400.
      const input = isInputDataError(database);
      request.log[input ? 'warn' : 'error']({ err: loggableError(error) }, 'database refused a query');
      if (input) {
        void reply.status(400).send({
          success: false,
          value: { field: 'request' },
          message: 'request: a value is malformed, too long or out of range.',
          errorCode: ERROR_CODES.validation,
        });
        return;
      }
      void reply.status(500).send({
        success: false,
        value: null,
        message: 'System error, please try again later.',
        errorCode: ERROR_CODES.internal,
      });
      return;
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const code =
      status === 429
        ? ERROR_CODES.tooManyRequests
        : status === 500
          ? ERROR_CODES.internal
          : ERROR_CODES.validation;
    const message =
      status === 500
        ? 'System error, please try again later.'
        : status === 429
          ? 'Too many requests; slow down.'
          : error.message.slice(0, 200);
    void reply.status(status).send({ success: false, value: null, message, errorCode: code });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = normalPath(request.url);
    if (!API_PREFIXES.some((prefix) => underPrefix(pathname, prefix))) {
      void reply.status(404).type('text/plain').send('Not found');
      return;
    }
    void reply.status(404).send({
      success: false,
      value: null,
      message: `No such call: ${request.method} ${pathname.slice(0, 200)}`,
      errorCode: ERROR_CODES.notFound,
    });
  });
}

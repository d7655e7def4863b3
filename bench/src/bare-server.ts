// The reference: a bare Fastify instance (no plugins, logger off, one JSON route).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', () => ({ success: true, value: { pong: true }, message: '' }));
// The page reference for Lighthouse: a heading and a paragraph, no script, no image.
app.get('/page', (_request, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Reference</title></head><body><main><h1>Reference page</h1><p>A static page with no script and no image.</p></main></body></html>',
    ),
);
const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(address);

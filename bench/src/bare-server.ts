// The reference: a bare Fastify instance (no plugins, logger off, one JSON route).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', () => ({ success: true, value: { pong: true }, message: '' }));
const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(address);

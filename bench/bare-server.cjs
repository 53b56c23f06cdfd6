// A bare Fastify route beside the platform in the same run: the floor of what the framework costs
// on this machine (no database, no hooks). Fastify is resolved from the server package.
const path = require('node:path');
const fastify = require(require.resolve('fastify', { paths: [path.resolve(__dirname, '../server')] }));

const app = fastify({ logger: false });
const body = { code: '100', message: 'success', data: { hello: 'world' } };
app.get('/bare', async () => body);
app.post('/bare', async () => body);
// The floor for a larger answer: the very bytes the platform sent (stored first), sent as they are
// with the same encoding. A client's cost of reading an answer depends on its bytes (autocannon's
// JavaScript HTTP parser reads compressed bytes several times slower than a run of one letter), so
// the floor must carry the same ones.
const stored = new Map();
app.addContentTypeParser(
  'application/octet-stream',
  { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
  (_r, body, done) => done(null, body),
);
app.put('/bare/:id', async (request) => {
  stored.set(request.params.id, { body: request.body, encoding: request.headers['x-content-encoding'] });
  return body;
});
app.post('/bare/:id', async (request, reply) => {
  const answer = stored.get(request.params.id);
  if (!answer) return reply.code(404).send(body);
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.type('application/json; charset=utf-8').send(answer.body);
});
app.listen({ port: Number(process.env.PORT || 4091), host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`bare listening on ${address}\n`);
});

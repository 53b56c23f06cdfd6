// A bare Fastify route beside the platform in the same run: the floor of what the framework costs
// on this machine (no database, no hooks). Fastify is resolved from the server package.
const path = require('node:path');
const fastify = require(require.resolve('fastify', { paths: [path.resolve(__dirname, '../server')] }));

const app = fastify({ logger: false });
const body = { code: '100', message: 'success', data: { hello: 'world' } };
app.get('/bare', async () => body);
app.post('/bare', async () => body);
app.listen({ port: Number(process.env.PORT || 4091), host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`bare listening on ${address}\n`);
});

// The PostgreSQL template of one jest run (see freshDatabase in helpers.ts): named for the run in
// the global setup, dropped in the global teardown. A run that was killed leaves its template
// behind; the next run drops those older than a few hours (a run beside this one is younger).
const { randomBytes } = require('node:crypto');

const PREFIX = 'site_tpl_';
const STALE_SECONDS = 3 * 3600;

async function withAdmin(fn) {
  if (!process.env.DATABASE_URL) return;
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

async function dropTemplates(client, keep) {
  const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
  for (const { datname } of rows) {
    if (!keep(datname)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

async function setup() {
  const now = Math.floor(Date.now() / 1000);
  process.env.SITE_TEST_TEMPLATE_DB = `${PREFIX}${now}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) =>
    dropTemplates(client, (name) => now - Number(name.slice(PREFIX.length).split('_')[0]) < STALE_SECONDS),
  );
}

async function teardown() {
  const mine = process.env.SITE_TEST_TEMPLATE_DB;
  if (mine) await withAdmin((client) => dropTemplates(client, (name) => name !== mine));
}

module.exports = { PREFIX, setup, teardown };

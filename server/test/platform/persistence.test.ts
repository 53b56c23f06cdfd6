import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { buildServer } from '../../src/app';
import { optionsFromEnv } from '../../src/config';
import { members, seedMeta } from '../../src/db/schema';
import { PRODUCTION_SECRETS } from '../helpers';

describe('ARCHITECTURE "The platform": embedded PGlite in a data folder (PGlite)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pglite-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads DATABASE_URL / DATA_DIR from the environment', () => {
    expect(optionsFromEnv({ ...PRODUCTION_SECRETS, DATA_DIR: dir }).database).toEqual({ kind: 'pglite', dataDir: dir });
    expect(
      optionsFromEnv({ ...PRODUCTION_SECRETS, DATABASE_URL: 'postgres://u@h/db', DATA_DIR: dir }).database,
    ).toEqual({ kind: 'postgres', url: 'postgres://u@h/db', poolSize: 10 });
    expect(optionsFromEnv({ ...PRODUCTION_SECRETS }).database).toMatchObject({
      kind: 'pglite',
      dataDir: expect.stringMatching(/server[/\\]\.data[/\\]pglite$/),
    });
    expect(optionsFromEnv({ ...PRODUCTION_SECRETS }).devTools).toBe(false);
    expect(optionsFromEnv({ SITE_DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('keeps its data across restarts and seeds only on the first start', async () => {
    const first = await buildServer({ env: { ...PRODUCTION_SECRETS, DATA_DIR: dir }, logger: false });
    const db1 = first.platform.db;
    const seeded = (await db1.select({ n: count() }).from(seedMeta))[0]!.n;
    const memberCount = (await db1.select({ n: count() }).from(members))[0]!.n;
    await first.close();
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);

    const second = await buildServer({ env: { ...PRODUCTION_SECRETS, DATA_DIR: dir }, logger: false });
    const db2 = second.platform.db;
    expect((await db2.select({ n: count() }).from(seedMeta))[0]!.n).toBe(seeded);
    expect((await db2.select({ n: count() }).from(members))[0]!.n).toBe(memberCount);
    await second.close();
  });
});

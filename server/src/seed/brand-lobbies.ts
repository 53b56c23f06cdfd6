/**
 * Seed step of the brands' addresses and lobbies: each demo brand is served on a domain of its own
 * (saovang.local, lotus.local: /site-config without ?brand picks the brand by the request's host),
 * and the lotus brand shows the modern lobby, a second build of mfe-lobby with the same federation
 * name, registered only through this brand's config (remotes.mfe_lobby). Its address is the
 * platform's REMOTE_MFE_LOBBY_MODERN_URL (scripts/start.mjs sets it), else that build's default port.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import type { SeedStep } from './step';

async function mergeBrandConfig(
  db: Db,
  code: string,
  patch: (config: Record<string, unknown>) => Record<string, unknown>,
) {
  const [row] = await db.select().from(brands).where(eq(brands.code, code));
  if (!row) return;
  await db
    .update(brands)
    .set({ config: patch(row.config) })
    .where(eq(brands.id, row.id));
}

export const BRAND_LOBBY_STEPS: SeedStep[] = [
  {
    key: 'brand-domains-lobbies',
    version: 1,
    run: async (db, ctx) => {
      await mergeBrandConfig(db, 'saovang', (c) => ({ ...c, domains: ['saovang.local'] }));
      await mergeBrandConfig(db, 'lotus', (c) => ({
        ...c,
        domains: ['lotus.local'],
        remotes: { ...(c.remotes ?? {}), mfe_lobby: ctx.modernLobbyUrl },
      }));
    },
  },
];

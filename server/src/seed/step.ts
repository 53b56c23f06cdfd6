/**
 * What a seed step is, apart from the list of steps in seed.ts: every step module imports these, and
 * seed.ts imports every step module, so keeping them in seed.ts would tie the modules in a circle.
 */
import type { Db } from '../db/client';

/** The demo operator site every seed step fills. */
export const DEMO_SITE_ID = 1;

export interface SeedContext {
  /** argon2id hash of DEMO_PASSWORD per demo account (each with its own salt). */
  passwordHashes: Map<string, string>;
  /** argon2id of any text, at the seed's cost (default, or low in tests). */
  hash(text: string): Promise<string>;
  /** The manifest of the lobby's modern template build (the lotus brand's lobby). */
  modernLobbyUrl: string;
}

export interface SeedStep {
  key: string;
  version: number;
  run(db: Db, ctx: SeedContext): Promise<void>;
}

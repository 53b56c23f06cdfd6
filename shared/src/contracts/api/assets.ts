/**
 * The generated artwork's addresses (GET /assets/...svg): their path parameters and queries. These
 * answer SVG, not the JSON envelope, so they are schemas rather than call descriptions.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { GAME_TYPE_IDS } from '@site/shared/constants';
import { intOf, oneOf, Type } from './call';

const variant = (options: Record<string, unknown> = {}) => oneOf(['light', 'dark'] as const, options);

export const assetSchemas = {
  /** /assets/games/:game_code.svg?lang= */
  gameTile: {
    params: Type.Object({ game_code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
    querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) }),
  },
  /** /assets/providers/:gp_id.svg?variant=light|dark */
  providerLogo: {
    params: Type.Object({ gp_id: Type.String({ pattern: '^GP[A-Za-z0-9]{1,12}$' }) }),
    querystring: Type.Object({ variant: Type.Optional(variant({ default: 'light' })) }),
  },
  /** /assets/game-types/:gt_id.svg?active=0|1 */
  gameTypeIcon: {
    params: Type.Object({ gt_id: intOf(GAME_TYPE_IDS) }),
    querystring: Type.Object({ active: Type.Optional(intOf([0, 1] as const, { default: 0 })) }),
  },
  /** /assets/banners/:id.svg?use_type= */
  banner: {
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    querystring: Type.Object({ use_type: Type.Optional(intOf([0, 1, 2] as const)) }),
  },
  /** /assets/logos/:code.svg?variant=light|dark */
  brandLogo: {
    params: Type.Object({ code: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }) }),
    querystring: Type.Object({ variant: Type.Optional(variant()) }),
  },
  /** /assets/register-background/:template.svg */
  registerBackground: {
    params: Type.Object({ template: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) }),
  },
};

type Schemas = typeof assetSchemas;
/** The Fastify route generic of an asset address: its params and query typed from the schemas. */
export type AssetRoute<K extends keyof Schemas> = {
  Params: Static<Schemas[K]['params']>;
  Querystring: Schemas[K] extends { querystring: infer Q extends TSchema } ? Static<Q> : unknown;
};

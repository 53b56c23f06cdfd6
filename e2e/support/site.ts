/**
 * Ports of the e2e run: every port of the site shifted by E2E_OFFSET (400, or E2E_PORT_OFFSET), so
 * it never meets a dev site or another run.
 */
export const E2E_OFFSET = Number(process.env.E2E_PORT_OFFSET || 400);
const PORTS = {
  shell: 3000,
  mfe_lobby: 3001,
  mfe_auth: 3002,
  mfe_member_center: 3003,
  mfe_promotions: 3004,
  mfe_proxy: 3005,
  // The lobby's modern template build (scripts/apps.mjs TEMPLATE_BUILDS), the lotus brand's lobby.
  mfe_lobby_modern: 3006,
  platform: 4000,
} as const;
export type SitePart = keyof typeof PORTS;

export const sitePort = (part: SitePart) => PORTS[part] + E2E_OFFSET;
export const siteUrl = (part: SitePart) => `http://127.0.0.1:${sitePort(part)}`;

/** A second origin the composition test serves a remote from (a brand config pointing elsewhere). */
export const OTHER_REMOTE_PORT = sitePort('shell') + 11;

/** The site's address on a brand's own domain (the seeded brands: saovang.local, lotus.local). */
export const brandUrl = (domain: string) => `http://${domain}:${sitePort('shell')}`;

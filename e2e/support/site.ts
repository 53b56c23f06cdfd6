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

/**
 * Ports Chromium and Node's fetch refuse to connect to (the fetch standard's "bad ports") that a
 * shifted site port can land on, e.g. the platform on 6000 with an offset of 2000.
 */
const BAD_PORTS = new Set([3659, 4045, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
const refused = Object.values(PORTS)
  .map((p) => p + E2E_OFFSET)
  .filter((p) => BAD_PORTS.has(p));
if (refused.length > 0) {
  throw new Error(
    `E2E_PORT_OFFSET=${E2E_OFFSET} puts the site on port ${refused.join(', ')}, which browsers refuse: choose another offset`,
  );
}

export const sitePort = (part: SitePart) => PORTS[part] + E2E_OFFSET;
export const siteUrl = (part: SitePart) => `http://127.0.0.1:${sitePort(part)}`;

/** A second origin the composition test serves a remote from (a brand config pointing elsewhere). */
export const OTHER_REMOTE_PORT = sitePort('shell') + 11;

/** The site's address on a brand's own domain (the seeded brands: saovang.local, lotus.local). */
export const brandUrl = (domain: string) => `http://${domain}:${sitePort('shell')}`;

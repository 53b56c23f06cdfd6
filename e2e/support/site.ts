/** Ports of the e2e run: every port of the site shifted by E2E_OFFSET, so it never meets a dev site. */
export const E2E_OFFSET = 400;
const PORTS = {
  shell: 3000,
  mfe_lobby: 3001,
  mfe_auth: 3002,
  mfe_member_center: 3003,
  mfe_promotions: 3004,
  mfe_proxy: 3005,
  platform: 4000,
} as const;
export type SitePart = keyof typeof PORTS;

export const sitePort = (part: SitePart) => PORTS[part] + E2E_OFFSET;
export const siteUrl = (part: SitePart) => `http://127.0.0.1:${sitePort(part)}`;

/** A second origin the composition test serves a remote from (a brand config pointing elsewhere). */
export const OTHER_REMOTE_PORT = sitePort('shell') + 11;

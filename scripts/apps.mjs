// The apps of the site, their folders and fixed ports: the one list every script reads.
export const PLATFORM_PORT = Number(process.env.PORT || 4000);
// The game-provider simulator (server/src/provider-sim): its own process and origin.
export const PROVIDER_SIM_PORT = Number(process.env.PROVIDER_SIM_PORT || 4100);
// The payment simulator (server/src/payment-sim): checkout pages and payouts, its own process and origin.
export const PAYMENT_SIM_PORT = Number(process.env.PAYMENT_SIM_PORT || 4200);
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000, spa: true },
  { name: 'mfe_lobby', dir: 'mfe-lobby', port: 3001 },
  { name: 'mfe_auth', dir: 'mfe-auth', port: 3002 },
  { name: 'mfe_member_center', dir: 'mfe-member-center', port: 3003 },
  { name: 'mfe_promotions', dir: 'mfe-promotions', port: 3004 },
  { name: 'mfe_proxy', dir: 'mfe-proxy', port: 3005 },
];

// Further builds of an app with another template (APP_TEMPLATE), each in its own folder and on its
// own port, with the app's federation name: a brand's config picks one by its manifest URL. The
// start script passes each one's URL to the platform as REMOTE_<NAME>_URL (the lotus brand's seed
// reads REMOTE_MFE_LOBBY_MODERN_URL).
export const TEMPLATE_BUILDS = [
  { name: 'mfe_lobby_modern', app: 'mfe_lobby', dir: 'mfe-lobby', dist: 'dist-modern', template: 'modern', port: 3006 },
];

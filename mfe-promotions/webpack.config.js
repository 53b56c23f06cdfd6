const { createConfig } = require('@site/build-tools/webpack');

module.exports = createConfig({
  name: 'mfe_promotions',
  dir: __dirname,
  port: 3004,
  title: 'mfe_promotions · dev harness',
  exposes: {
    // single-spa lifecycles of the promotions pages (/discount, /discount/sign-in, /discount/:id).
    './App': './src/app.tsx',
    // single-spa lifecycles of the red envelope, mounted as a parcel by the shell's modal host (MODALS.red_envelope).
    './RedEnvelope': './src/red-envelope.tsx',
    // The dialogs the shell's modal host mounts as parcels (MODALS.discount, pop_ups,
    // pop_up_discount_history, bulletin_history, news).
    './Discount': './src/discount-modal.tsx',
    './PopUps': './src/pop-ups.tsx',
    './PopUpDiscountHistory': './src/pop-up-discount-history.tsx',
    './BulletinHistory': './src/bulletin-history.tsx',
    './News': './src/news.tsx',
  },
});

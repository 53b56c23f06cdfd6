// The async boundary: shared modules are negotiated before any of them is imported.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');

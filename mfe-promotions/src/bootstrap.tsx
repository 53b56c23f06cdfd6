// Standalone: this file runs only when the remote is opened on its own dev server (port 3004).
// The shell never loads it; it loads ./App through the federation runtime.
import { startDevHarness } from '@site/shared/harness';
import app from './app';

const BASENAME = '/discount';

// The dev server's root is outside the app's basename, where its router would render nothing.
if (!window.location.pathname.startsWith(BASENAME)) {
  window.history.replaceState(null, '', BASENAME + window.location.search);
}

void startDevHarness({ name: 'mfe_promotions', app, basename: BASENAME });

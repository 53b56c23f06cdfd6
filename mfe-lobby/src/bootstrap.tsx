// Standalone: this file runs only when the lobby is opened on its own dev server (port 3001).
// The shell never loads it; it loads ./App through the federation runtime.
import { startDevHarness } from '@site/shared/harness';
import app from './app';

void startDevHarness({ name: 'mfe_lobby', app, basename: '/' });

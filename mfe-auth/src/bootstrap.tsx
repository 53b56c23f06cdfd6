// Standalone: this file runs only when mfe_auth is opened on its own dev server (port 3002).
// The shell never loads it; it loads ./App and ./LoginModal through the federation runtime.
import { startDevHarness } from '@site/shared/harness';
import app from './app';

void startDevHarness({ name: 'mfe_auth', app, basename: '/' });

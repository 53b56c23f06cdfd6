// Standalone: this file runs only when mfe_member_center is opened on its own dev server (port 3003).
// The shell never loads it; it loads ./App through the federation runtime.
import { startDevHarness } from '@site/shared/harness';
import app from './app';

void startDevHarness({ name: 'mfe_member_center', app, basename: '/user' });

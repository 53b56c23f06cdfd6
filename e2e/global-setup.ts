/**
 * Before any test: the seeded demo accounts' member notices (display_frequency 0) closed, as by the
 * members who came before. Done once for the whole run, not per worker: the enc exchange that gets
 * each token is a login, and it would end a session another worker's test is using (SPEC §4).
 */
import { request } from '@playwright/test';
import { hideMemberNotices, tokenOf } from './support/notices';

/** The seeded accounts the suite logs in with. */
const DEMO_ACCOUNTS = ['demo01', 'demo02', 'demo03', 'demo04', 'wallet01', 'notransfer01', 'agent01', 'verify01'];

export default async function globalSetup(): Promise<void> {
  const context = await request.newContext();
  try {
    for (const account of DEMO_ACCOUNTS) await hideMemberNotices(context, await tokenOf(context, account));
  } finally {
    await context.dispose();
  }
}

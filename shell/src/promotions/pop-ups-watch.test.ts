import { bus } from '@site/shared/bus';
import { testMember } from '@site/shared/testing';
import { startPopUpsWatch } from './pop-ups-watch';

describe('SPEC §2 pop-up discount / §4 pop-up bulletin: the shell opens the pop-ups once the session is known', () => {
  it('opens MODALS.pop_ups once, after the stored token was tried, and never again', () => {
    const opened: unknown[] = [];
    const offOpen = bus.on('modal:open', (e) => opened.push(e));
    bus.emit('session:changed', { status: 'restoring' });
    const stop = startPopUpsWatch();
    expect(opened).toEqual([]);
    bus.emit('session:changed', { status: 'member', token: 't', member: testMember() });
    bus.emit('session:changed', { status: 'anonymous' });
    expect(opened).toEqual([{ name: 'pop_ups' }]);
    stop();
    offOpen();
  });
});

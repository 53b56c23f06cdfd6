/**
 * The pop-ups over every page (SPEC §2 "pop-up discount", §4 "Pop-up bulletin"): once the session
 * is known (visitor or member), the shell opens MODALS.pop_ups (mfe-promotions) through the modal
 * host, once per page. The dialog decides itself what to show and when (the session, the page, the
 * layout, ?modal=, what was closed this session) and stays mounted for the life of the page.
 */
import { bus } from '@site/shared/bus';

export function startPopUpsWatch(): () => void {
  let opened = false;
  return bus.on('session:changed', (state) => {
    if (opened || state.status === 'restoring') return;
    opened = true;
    bus.emit('modal:open', { name: 'pop_ups' });
  });
}

import type { LoginResponse } from '@site/shared/contracts';
import { bus } from '@site/shared/bus';
import { listenWindowMsg } from '@site/shared/window-msg';
import { toast } from '@site/shared/ui';

/**
 * SPEC §4 popup login over the window-msg channel: authLogin completes the login with the
 * message data; authLoginClose shows the result message as an error toast when a result code
 * exists. The channel's quickGame message is the game launcher's (@site/shared/game).
 */
export function startWindowMsgBridge(): () => void {
  return listenWindowMsg((message) => {
    if (message.msg === 'authLogin' && message.data) {
      bus.emit('session:login-succeeded', message.data as LoginResponse);
    } else if (message.msg === 'authLoginClose' && message.resCode) {
      toast('error', message.resMessage || 'common:error');
    }
  });
}

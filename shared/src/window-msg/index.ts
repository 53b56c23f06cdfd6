/** `@site/shared/window-msg`: the cross-tab `window-msg` storage channel of SPEC §3/§4. */
export { listenWindowMsg, postWindowMsg, type WindowMsg, type WindowMsgTarget } from './window-msg';
export type { WindowMsgName } from '@site/shared/constants';

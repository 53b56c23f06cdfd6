import { listenWindowMsg, postWindowMsg, type WindowMsgTarget } from '@site/shared/window-msg';

const storageEvent = (key: string | null, newValue: string | null) => new StorageEvent('storage', { key, newValue });

function fakeWindow(opener: unknown = null): WindowMsgTarget & { fire: (e: Event) => void } {
  const target = new EventTarget();
  return {
    opener,
    addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
    removeEventListener: target.removeEventListener.bind(target) as Window['removeEventListener'],
    fire: (e) => target.dispatchEvent(e),
  };
}

describe('SPEC §3/§4 window-msg: posting', () => {
  it('writes the message under window-msg then removes it, so the same message can be sent twice', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    const message = { msg: 'authLoginClose' as const, resCode: '101', resMessage: 'Account error' };
    postWindowMsg(message);
    postWindowMsg(message);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(setItem).toHaveBeenNthCalledWith(1, 'window-msg', JSON.stringify(message));
    expect(removeItem).toHaveBeenCalledWith('window-msg');
    expect(localStorage.getItem('window-msg')).toBeNull();
    setItem.mockRestore();
    removeItem.mockRestore();
  });
});

describe('SPEC §4 window-msg: listening', () => {
  it('handles authLogin, authLoginClose and quickGame on the window-msg key', () => {
    const win = fakeWindow();
    const handler = jest.fn();
    listenWindowMsg(handler, win);
    win.fire(storageEvent('window-msg', JSON.stringify({ msg: 'authLogin', data: { token: 't' } })));
    win.fire(storageEvent('window-msg', JSON.stringify({ msg: 'authLoginClose', resCode: 101, resMessage: 'x' })));
    win.fire(storageEvent('window-msg', JSON.stringify({ msg: 'quickGame' })));
    expect(handler.mock.calls.map(([m]) => m.msg)).toEqual(['authLogin', 'authLoginClose', 'quickGame']);
    expect(handler.mock.calls[0]?.[0]).toEqual({ msg: 'authLogin', data: { token: 't' } });
  });

  it('ignores other keys', () => {
    const win = fakeWindow();
    const handler = jest.fn();
    listenWindowMsg(handler, win);
    win.fire(storageEvent('token', JSON.stringify({ msg: 'authLogin' })));
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores everything in a window that has an opener (a popup)', () => {
    const win = fakeWindow({});
    const handler = jest.fn();
    listenWindowMsg(handler, win);
    win.fire(storageEvent('window-msg', JSON.stringify({ msg: 'authLogin' })));
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores unknown messages, the removal event and garbage', () => {
    const win = fakeWindow();
    const handler = jest.fn();
    listenWindowMsg(handler, win);
    win.fire(storageEvent('window-msg', JSON.stringify({ msg: 'somethingElse' })));
    win.fire(storageEvent('window-msg', null));
    win.fire(storageEvent('window-msg', '{not json'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops after unsubscribe', () => {
    const win = fakeWindow();
    const handler = jest.fn();
    const off = listenWindowMsg(handler, win);
    off();
    win.fire(storageEvent('window-msg', JSON.stringify({ msg: 'quickGame' })));
    expect(handler).not.toHaveBeenCalled();
  });

  it('listens on the real window by default', () => {
    const handler = jest.fn();
    const off = listenWindowMsg(handler);
    window.dispatchEvent(storageEvent('window-msg', JSON.stringify({ msg: 'quickGame' })));
    off();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

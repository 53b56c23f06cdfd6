import { quietWebSocket } from './quiet-web-socket';

/** A socket with the browser's states and a record of what reached the wire. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = FakeSocket.OPEN;
  readonly wire: string[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== FakeSocket.OPEN) throw new Error('WebSocket is already in CLOSING or CLOSED state.');
    this.wire.push(data);
  }
  close() {
    this.readyState = FakeSocket.CLOSING;
  }
}

describe('SPEC §4 realtime: the socket pusher-js is given', () => {
  const Quiet = quietWebSocket(FakeSocket as unknown as typeof WebSocket) as unknown as typeof FakeSocket;

  it('sends while open, as the browser does', () => {
    const socket = new Quiet('ws://127.0.0.1/app/key');
    socket.send('{"event":"pusher:subscribe"}');
    expect(socket.wire).toEqual(['{"event":"pusher:subscribe"}']);
    expect(socket.url).toBe('ws://127.0.0.1/app/key');
  });

  it('drops a frame that reaches it once it is closing or closed, without an error', () => {
    const socket = new Quiet('ws://127.0.0.1/app/key');
    socket.close();
    expect(() => socket.send('{"event":"pusher:subscribe"}')).not.toThrow();
    socket.readyState = FakeSocket.CLOSED;
    expect(() => socket.send('{"event":"pusher:unsubscribe"}')).not.toThrow();
    expect(socket.wire).toEqual([]);
  });

  it('drops a frame sent before the socket is open (pusher-js only sends once it is)', () => {
    const socket = new Quiet('ws://127.0.0.1/app/key');
    socket.readyState = FakeSocket.CONNECTING;
    socket.send('{"event":"pusher:ping"}');
    expect(socket.wire).toEqual([]);
  });
});

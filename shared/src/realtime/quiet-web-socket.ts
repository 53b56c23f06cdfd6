/**
 * pusher-js hands each frame to the socket one task later (its transport defers `send`). A frame
 * queued just before the socket starts closing (our own disconnect at logout, or the platform
 * closing the socket of an ended session) then reaches a CLOSING socket, and the browser logs
 * "WebSocket is already in CLOSING or CLOSED state." as an error. Such a frame has nowhere to go
 * either way: this socket drops it without the error. Every other call is the browser's own.
 */
export function quietWebSocket(Base: typeof WebSocket): typeof WebSocket {
  return class QuietWebSocket extends Base {
    override send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
      if (this.readyState === Base.OPEN) super.send(data);
    }
  };
}

/**
 * One unmasked, unfragmented WebSocket text frame (RFC 6455 §5.2) around an already-serialised
 * payload. Server frames are never masked, so the same bytes can be written to every subscriber:
 * the hub frames a message once and then does one socket write per client, instead of asking
 * `ws` to build a header and cork two writes for each of thousands of sockets.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerBytes = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = 0x80 | 0x1; // FIN + text opcode
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerBytes);
  return frame;
}

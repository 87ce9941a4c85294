// A lean socket.io client for the chat bench: the socket.io v4 wire protocol over one WebSocket
// (engine.io open, namespace connect with the token, ping/pong, event frames), with no decoding
// beyond the event's name. One process holds a thousand of these. socket.io-client spent about
// 40 µs of that one process's CPU per arriving push (its busy share during the fan-out, from
// `node --cpu-prof bench/chat.mjs`), so one message to 1,000 sockets queued some 40 ms of the
// bench's own work into the delivery times it means to measure; this client spends a quarter.
import WebSocket from 'ws';

/**
 * Connects as `token` to `base`; `onEvent(name, frame)` gets each pushed event with its raw
 * frame text (`42["name",{…}]`). Resolves once the server accepted the connection.
 */
export function rawSocket(base, token, onEvent) {
  const url = `${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = raw.toString();
      if (frame === '2') {
        ws.send('3'); // engine.io ping → pong
      } else if (frame.startsWith('42')) {
        onEvent(frame.slice(4, frame.indexOf('"', 4)), frame);
      } else if (frame.startsWith('0')) {
        ws.send(`40${JSON.stringify({ token })}`); // open → connect to "/" with the token
      } else if (frame.startsWith('40')) {
        resolve({ close: () => ws.close() });
      } else if (frame.startsWith('44')) {
        reject(new Error(`socket refused: ${frame.slice(2)}`));
      }
    });
  });
}

/** The `body` of the message a chat push carries, read from its frame without parsing it all. */
export function pushedBody(frame) {
  const match = /"body":"((?:[^"\\]|\\.)*)"/.exec(frame);
  return match ? JSON.parse(`"${match[1]}"`) : null;
}

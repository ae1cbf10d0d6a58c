// Races and negative controls wrap a real client: each command goes through a step of the test's
// own first (one that rewrites a condition, or waits at a barrier) and is then sent as it stands.

type Sender = { send: (command: never) => unknown };

/** `client`, but every command is handed to `before` first (and awaited when it answers a promise). */
export function sendingThrough<C extends Sender>(client: C, before: (command: unknown) => void | Promise<void>): C {
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  return Object.assign(Object.create(client), {
    send: (command: unknown) => {
      const waiting = before(command);
      return waiting ? waiting.then(() => send(command)) : send(command);
    },
  });
}

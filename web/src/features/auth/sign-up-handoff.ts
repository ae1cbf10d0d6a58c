// The confirmation link opens in a new tab, but Amplify's auto sign-in lives in the memory of the
// tab that signed up (it holds the password for it). So the link's tab offers its code to that tab
// over a BroadcastChannel; the sign-up tab confirms and signs in, and both tabs share the session
// (Amplify keeps tokens in localStorage). With no such tab (another browser, a closed tab, Amplify's
// 3-minute auto sign-in window gone) the link's tab confirms by itself and falls back to sign-in.

const CHANNEL = 'yaktiv-sign-up';
/** How long the link's tab waits for a sign-up tab to say it is there. */
export const HANDOFF_ACK_MS = 1500;
/** How long it then waits for that tab to finish confirming and signing in. */
export const HANDOFF_DONE_MS = 20_000;

export type HandoffResult =
  | { result: 'signed-in'; next: string }
  | { result: 'confirmed' }
  | { result: 'failed'; message: string };

type Message =
  | { type: 'confirm'; id: string; email: string; code: string }
  | { type: 'taken'; id: string }
  | ({ type: 'done'; id: string } & HandoffResult);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** In the link's tab: the sign-up tab's answer, or null when no tab took the code. */
export function offerToSignUpTab(
  email: string,
  code: string,
  ackMs = HANDOFF_ACK_MS,
  doneMs = HANDOFF_DONE_MS,
): Promise<HandoffResult | null> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(null);
  const channel = new BroadcastChannel(CHANNEL);
  const id = crypto.randomUUID();
  return new Promise<HandoffResult | null>((resolve) => {
    const finish = (result: HandoffResult | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(result);
    };
    let timer = setTimeout(() => finish(null), ackMs);
    channel.onmessage = ({ data }: MessageEvent<Message>) => {
      if (data?.id !== id) return;
      if (data.type === 'taken') {
        clearTimeout(timer);
        timer = setTimeout(() => finish(null), doneMs);
      } else if (data.type === 'done') {
        const { type: _type, id: _id, ...result } = data;
        finish(result as HandoffResult);
      }
    };
    channel.postMessage({ type: 'confirm', id, email, code } satisfies Message);
  });
}

/** In the sign-up tab: take the link's code for this address, once. Returns the way to stop listening. */
export function takeConfirmationsFor(email: string, confirm: (code: string) => Promise<HandoffResult>): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  let busy = false;
  let stopped = false;
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data?.type !== 'confirm' || !sameEmail(data.email, email) || busy || stopped) return;
    busy = true;
    channel.postMessage({ type: 'taken', id: data.id } satisfies Message);
    void confirm(data.code)
      .catch(
        (error: unknown): HandoffResult => ({
          result: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((result) => {
        channel.postMessage({ type: 'done', id: data.id, ...result } satisfies Message);
        busy = false;
        if (stopped) channel.close();
      });
  };
  // Signing in unmounts the screen that listens: the answer still has to reach the link's tab.
  return () => {
    stopped = true;
    if (!busy) channel.close();
  };
}

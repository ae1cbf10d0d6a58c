import { mayHaveSession } from './auth/amplify-loader';

// The data a landing page shows first is requested as soon as the entry script runs, while
// React and the screen's chunk are still on their way (decision 018); the screen's own request
// then picks up the answer instead of asking again. Only for signed-out visitors: their
// requests carry no token, so the early answer is the one the screen would have got.
const pending = new Map<string, Promise<Response>>();

/** The API reads each landing route starts with. */
export function earlyReadsFor(pathname: string): string[] {
  if (pathname === '/') return ['/api/games/featured'];
  const game = /^\/game\/([^/]+)\/?$/.exec(pathname);
  return game ? [`/api/games/${game[1]}`] : [];
}

export function startEarlyRequests(pathname: string): void {
  if (mayHaveSession()) return;
  for (const path of earlyReadsFor(pathname)) {
    const request = fetch(path, { headers: { Accept: 'application/json' } });
    // A failure is the screen's to report when it takes the answer.
    request.catch(() => undefined);
    pending.set(path, request);
  }
}

/** The early answer for this GET, once: a refetch later goes to the network. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const request = pending.get(path);
  pending.delete(path);
  return request;
}

// The live-update channels and who may subscribe to each. The same rule runs in AWS (the Events
// API namespaces' onSubscribe handlers in infra/constructs/realtime.ts) and in the local stand-in,
// so a test of the stand-in's answers is a test of the rule.
//
// - /user/<sub>: one person's own requests, offers, payments and bell. Only that person.
// - /host/<sub>: what happens to the games one host runs. Only that host: the consumer publishes a
//   game's news to the host id the event names, so owning the channel is owning the games on it.
// - /game/<id>: what anyone on the game page may see (spots left, status): any signed-in person.
//   Visitors who are not signed in have no connection at all (the API takes Cognito tokens only)
//   and keep the page's polling.

export const LIVE_NAMESPACES = ['user', 'host', 'game'] as const;
export type LiveNamespace = (typeof LIVE_NAMESPACES)[number];

/** AppSync Events' channel segments: letters, digits and dashes, at most 50 characters. */
const SEGMENT = /^[A-Za-z0-9-]{1,50}$/;

export const userChannel = (sub: string) => `/user/${sub}`;
export const hostChannel = (sub: string) => `/host/${sub}`;
export const gameChannel = (gameId: string) => `/game/${gameId}`;

/** Why a subscription is refused, in the words the subscriber is answered with. */
export const SUBSCRIBE_REFUSALS = {
  malformed: 'Not a channel: use /user/<your id>, /host/<your id> or /game/<game id>',
  signIn: 'Sign in to follow this channel',
  notYours: 'This channel belongs to someone else',
} as const;

/**
 * Null when `sub` (null: not signed in) may subscribe to `channel`, else the refusal. Wildcards are
 * refused: /user/* would be everyone's news, /game/* every game's.
 */
export function subscribeRefusal(channel: string, sub: string | null): string | null {
  const parts = channelParts(channel);
  if (!parts) return SUBSCRIBE_REFUSALS.malformed;
  if (!sub) return SUBSCRIBE_REFUSALS.signIn;
  if (parts.namespace === 'game') return null;
  return parts.id === sub ? null : SUBSCRIBE_REFUSALS.notYours;
}

/** The namespace and id of one of the live channels; null for anything else (wildcards included). */
export function channelParts(channel: string): { namespace: LiveNamespace; id: string } | null {
  const segments = channel.split('/');
  const [empty, namespace, id] = segments;
  if (segments.length !== 3 || empty !== '' || !id || !SEGMENT.test(id)) return null;
  if (!(LIVE_NAMESPACES as readonly string[]).includes(namespace ?? '')) return null;
  return { namespace: namespace as LiveNamespace, id };
}

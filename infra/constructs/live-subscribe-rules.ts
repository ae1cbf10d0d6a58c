import type { LiveNamespace } from '@shared/realtime/channels';

// The namespaces' onSubscribe handlers (APPSYNC_JS), written out from one place so a unit test can
// run each against shared/realtime/channels.ts, the rule the local stand-in applies. A handler runs
// in AppSync on every subscribe with the subscriber's Cognito identity; util.unauthorized() refuses.
//
// /user/<sub> and /host/<sub>: only the person whose id the channel carries. A host's channel
// needs no look-up of the game: the consumer publishes each game's news to the host id its event
// names, so owning /host/<sub> is owning exactly the games on it.
// /game/<id>: any signed-in person (the connection already took a Cognito token).
// Both refuse anything but /<namespace>/<one segment>: a wildcard would be everyone's news.

const ownChannel = `import { util } from '@aws-appsync/utils';
export function onSubscribe(ctx) {
  const segments = ctx.info.channel.segments;
  if (segments.length !== 2 || segments[1] === '*' || !ctx.identity || segments[1] !== ctx.identity.sub) {
    util.unauthorized();
  }
}`;

const publicChannel = `import { util } from '@aws-appsync/utils';
export function onSubscribe(ctx) {
  const segments = ctx.info.channel.segments;
  if (segments.length !== 2 || segments[1] === '*' || !ctx.identity || !ctx.identity.sub) {
    util.unauthorized();
  }
}`;

export const SUBSCRIBE_HANDLERS: Record<LiveNamespace, string> = {
  user: ownChannel,
  host: ownChannel,
  game: publicChannel,
};

import { describe, expect, it } from 'vitest';
import { gameChannel, hostChannel, subscribeRefusal, SUBSCRIBE_REFUSALS, userChannel } from '@shared/realtime/channels';
import type { LiveMessage } from '@shared/realtime/messages';
import { LIVE_EVENTS, liveMessagesFor } from '@functions/realtime/live-messages';
import { createLiveUpdateService } from '@functions/realtime/live-update-service';
import { SUBSCRIBE_HANDLERS } from '../../infra/constructs/live-subscribe-rules';
import { realtimeFunctions } from '@functions/realtime/manifest';
import { handler } from '@functions/realtime/handlers/publish-live-updates';
import { createBellRinger } from '@functions/realtime/live-bell';
import { ringingBell } from '@functions/notifications/ringing-bell';
import { fakeNotifications } from '../support/join-fakes';

const ME = '0b7e3c1a-1111-4c2b-9d7e-5a6f7e8d9c01';
const OTHER = '9f8e7d6c-2222-4b3a-8c9d-0e1f2a3b4c5d';

describe('who may subscribe to a live channel', () => {
  it('lets a person follow their own user and host channels and any game, signed in', () => {
    expect(subscribeRefusal(userChannel(ME), ME)).toBeNull();
    expect(subscribeRefusal(hostChannel(ME), ME)).toBeNull();
    expect(subscribeRefusal(gameChannel('game-1'), ME)).toBeNull();
  });

  it("refuses another person's user or host channel", () => {
    expect(subscribeRefusal(userChannel(OTHER), ME)).toBe(SUBSCRIBE_REFUSALS.notYours);
    expect(subscribeRefusal(hostChannel(OTHER), ME)).toBe(SUBSCRIBE_REFUSALS.notYours);
  });

  it('refuses everything without a signed-in person', () => {
    for (const channel of [userChannel(ME), hostChannel(ME), gameChannel('game-1')])
      expect(subscribeRefusal(channel, null)).toBe(SUBSCRIBE_REFUSALS.signIn);
  });

  it('refuses wildcards, unknown namespaces and deeper paths', () => {
    for (const channel of [
      '/user/*',
      '/game/*',
      '/*',
      '/host/*',
      '/teams/x',
      `/user/${ME}/more`,
      'user/x',
      '/game/a_b',
    ])
      expect(subscribeRefusal(channel, ME)).toBe(SUBSCRIBE_REFUSALS.malformed);
  });
});

// The handlers AppSync runs on subscribe, run here with a stand-in for util: they must agree with
// the shared rule the local stand-in applies, channel by channel.
function runHandler(code: string, channel: string, sub: string | null): boolean {
  const body = code.replace(/^import .*$/m, '').replace('export function', 'function');
  const onSubscribe = new Function('util', `${body}\nreturn onSubscribe;`)({
    unauthorized: () => {
      throw new Error('Unauthorized');
    },
  }) as (ctx: unknown) => void;
  const segments = channel.split('/').slice(1);
  try {
    onSubscribe({ info: { channel: { path: channel, segments } }, identity: sub ? { sub } : null });
    return true;
  } catch {
    return false;
  }
}

describe("the Events API's onSubscribe handlers", () => {
  const cases: [string, string | null][] = [
    [userChannel(ME), ME],
    [userChannel(OTHER), ME],
    [userChannel(ME), null],
    ['/user/*', ME],
    [hostChannel(ME), ME],
    [hostChannel(OTHER), ME],
    ['/host/*', ME],
    [gameChannel('game-1'), ME],
    [gameChannel('game-1'), null],
    ['/game/*', ME],
    [`/game/game-1/extra`, ME],
  ];
  it.each(cases)('%s for %s: the same answer as the shared rule', (channel, sub) => {
    const namespace = channel.split('/')[1] as keyof typeof SUBSCRIBE_HANDLERS;
    expect(runHandler(SUBSCRIBE_HANDLERS[namespace], channel, sub)).toBe(subscribeRefusal(channel, sub) === null);
  });
});

describe('domain events → live messages', () => {
  const request = { requestId: 'r1', gameId: 'g1', hostId: OTHER, userId: ME };

  it('tells the player of their decision, the host of the change and the game channel its numbers', () => {
    const { messages, publicGame } = liveMessagesFor('JoinDecided.v1', request);
    expect(messages).toEqual([
      {
        channel: userChannel(ME),
        message: { kind: 'my-request', gameId: 'g1', requestId: 'r1', cause: 'JoinDecided.v1' },
      },
      { channel: hostChannel(OTHER), message: { kind: 'host-game', gameId: 'g1', cause: 'JoinDecided.v1' } },
    ]);
    expect(publicGame).toBe(true);
  });

  it("a new request goes to the host (and the player's other devices), not to the game's watchers", () => {
    const { messages, publicGame } = liveMessagesFor('JoinRequested.v1', request);
    expect(messages.map((m) => m.channel)).toEqual([userChannel(ME), hostChannel(OTHER)]);
    expect(publicGame).toBe(false);
  });

  it('a nudge reaches only the host; a game edit the host and the game', () => {
    expect(liveMessagesFor('HostNudged.v1', request).messages.map((m) => m.channel)).toEqual([hostChannel(OTHER)]);
    const edit = liveMessagesFor('GameUpdated.v1', { gameId: 'g1', hostId: OTHER });
    expect(edit.messages.map((m) => m.channel)).toEqual([hostChannel(OTHER)]);
    expect(edit.publicGame).toBe(true);
  });

  it("a check-in reaches only the host's channel: the other phones at the door", () => {
    const { messages, publicGame } = liveMessagesFor('PlayerCheckedIn.v1', request);
    expect(messages).toEqual([
      { channel: hostChannel(OTHER), message: { kind: 'host-game', gameId: 'g1', cause: 'PlayerCheckedIn.v1' } },
    ]);
    expect(publicGame).toBe(false);
  });

  it("never puts a player's id or request on the public game channel", async () => {
    const published: { channel: string; messages: LiveMessage[] }[] = [];
    const service = createLiveUpdateService({
      publisher: { publish: async (channel, messages) => void published.push({ channel, messages }) },
      games: { get: async () => ({ status: 'upcoming', current_players: 7, max_players: 10 }) },
    });
    await service.eventHappened('PaymentConfirmed.v1', request);
    const game = published.find((p) => p.channel === gameChannel('g1'));
    expect(game?.messages).toEqual([
      { kind: 'game', gameId: 'g1', status: 'upcoming', currentPlayers: 7, maxPlayers: 10 },
    ]);
    expect(JSON.stringify(game)).not.toContain(ME);
    expect(JSON.stringify(game)).not.toContain('r1');
  });

  it('skips the game channel when the game is gone, and fails the delivery when a publish fails', async () => {
    const published: string[] = [];
    const gone = createLiveUpdateService({
      publisher: { publish: async (channel) => void published.push(channel) },
      games: { get: async () => null },
    });
    await gone.eventHappened('GameCancelled.v1', { gameId: 'g1', hostId: OTHER });
    expect(published).toEqual([hostChannel(OTHER)]);
    const failing = createLiveUpdateService({
      publisher: {
        publish: async () => {
          throw new Error('throttled');
        },
      },
      games: { get: async () => null },
    });
    await expect(failing.eventHappened('JoinRequested.v1', request)).rejects.toThrow('throttled');
  });

  it('the consumer is subscribed to exactly the events it maps', () => {
    expect(new Set(realtimeFunctions[0]!.events!.detailType)).toEqual(new Set(Object.keys(LIVE_EVENTS)));
    expect(new Set(handler.detailTypes)).toEqual(new Set(Object.keys(LIVE_EVENTS)));
  });
});

describe('the bell rings on the live channel', () => {
  const notification = {
    userId: ME,
    eventId: 'e1',
    createdAt: '2026-11-27T10:00:00.000Z',
    title: 't',
    body: 'b',
    link: '/',
  };

  it("after the notification is written, on the person's own channel, with nothing of its text", async () => {
    const steps: string[] = [];
    const published: { channel: string; messages: LiveMessage[] }[] = [];
    const ring = createBellRinger({
      publish: async (channel, messages) => {
        steps.push('ring');
        published.push({ channel, messages });
      },
    });
    const stored = fakeNotifications();
    const notifications = ringingBell(
      {
        ...stored.repository,
        add: async (n) => {
          steps.push('write');
          await stored.repository.add(n);
        },
      },
      ring,
    );
    await notifications.add(notification);
    expect(steps).toEqual(['write', 'ring']);
    expect(published).toEqual([{ channel: userChannel(ME), messages: [{ kind: 'bell' }] }]);
    expect(await notifications.unreadCount(ME, 10)).toBe(1);
  });

  it('a failed ring is logged and the notification stands (its e-mail must not wait on the live channel)', async () => {
    const ring = createBellRinger({
      publish: async () => {
        throw new Error('throttled');
      },
    });
    await expect(ring(ME)).resolves.toBeUndefined();
  });

  it('no ring without a written notification: a failed write throws before it', async () => {
    let rung = false;
    const notifications = ringingBell(
      {
        ...fakeNotifications().repository,
        add: async () => {
          throw new Error('table down');
        },
      },
      async () => {
        rung = true;
      },
    );
    await expect(notifications.add(notification)).rejects.toThrow('table down');
    expect(rung).toBe(false);
  });
});

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '@functions/platform/errors';
import type { JoinAction } from '@shared/rules/join-rules';
import { joinInputSchema } from '@shared/schemas/join';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoJoinServices } from './demo-join-services';

// The join loop at a glance on a fresh start: a pending request for the host to decide, a
// confirmed player holding a pass. Made through the same services as the API (events included,
// so the host's bell and the outbox show them); a player who has a request for the game is skipped.
interface DemoJoinRequest {
  playerEmail: string;
  hostEmail: string;
  gameTitle: string;
  /** By question text. */
  answers: Record<string, string | string[]>;
  decision?: { action: JoinAction; hostMessage?: string };
}

export const DEMO_JOIN_REQUESTS: DemoJoinRequest[] = [
  {
    playerEmail: 'rahul@demo.yaktiv.test',
    hostEmail: 'priya@demo.yaktiv.test',
    gameTitle: 'Sunday Morning Football',
    answers: { 'Preferred position?': 'Midfielder' },
  },
  {
    playerEmail: 'ananya@demo.yaktiv.test',
    hostEmail: 'priya@demo.yaktiv.test',
    gameTitle: 'Indiranagar Badminton Doubles',
    answers: { 'How many years have you played?': '4' },
  },
  {
    playerEmail: 'ananya@demo.yaktiv.test',
    hostEmail: 'priya@demo.yaktiv.test',
    gameTitle: 'Pickleball for Beginners',
    answers: { 'What do you need from us?': ['Paddle'] },
    decision: { action: 'accept', hostMessage: 'See you on court 2 — paddles are in the blue bag.' },
  },
];

export async function seedJoinRequests(db: DynamoDBDocumentClient, tableName: string, userIds: Map<string, string>) {
  const { games, requests, joins, hosts } = demoJoinServices(db, tableName);
  const now = new Date().toISOString();
  for (const demo of DEMO_JOIN_REQUESTS) {
    const [hostId, playerId] = [userIds.get(demo.hostEmail)!, userIds.get(demo.playerEmail)!];
    const game = (await games.byHost(hostId, 50)).find(
      (g) => g.title === demo.gameTitle && g.status === 'upcoming' && g.game_datetime > now,
    );
    if (!game || (await requests.get(game.id, playerId))) continue;
    const player = DEMO_ACCOUNTS.find((a) => a.email === demo.playerEmail)!;
    const answers = Object.fromEntries(
      game.questions.filter((q) => q.question_text in demo.answers).map((q) => [q.id, demo.answers[q.question_text]!]),
    );
    const input = joinInputSchema.parse({
      answers,
      contactInfo: { name: player.name, email: player.email, phone: player.phone, instagram: player.instagram },
    });
    try {
      const { joinRequestId } = await joins.join(playerId, game.id, input);
      if (demo.decision)
        await hosts.decide(hostId, joinRequestId, {
          action: demo.decision.action,
          hostMessage: demo.decision.hostMessage,
        });
    } catch (error) {
      // Another stack on the same data seeded it a moment ago, or the game filled up.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}

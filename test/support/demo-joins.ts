import { apiClient, uniqueTag } from './games-client';

// The join loop as the demo accounts walk it in integration suites: Priya hosts, the others ask to
// join, Priya decides, and each player reads their own request. `label` marks the contact details
// so a suite's players are told apart in the outbox.

export function demoJoins<const Who extends string>(
  base: string,
  tokens: Record<Who | 'priya', string>,
  label: string,
) {
  const { call } = apiClient(base);
  const run = uniqueTag();
  const joinAs = async (who: Who, game: { id: string }) =>
    (
      await call(`/api/games/${game.id}/join`, {
        method: 'POST',
        token: tokens[who],
        body: {
          answers: {},
          contactInfo: {
            name: `${who} ${label}`,
            email: `${who}.${label.toLowerCase()}.${run}@players.test`,
            phone: '9876543210',
          },
        },
      })
    ).body.joinRequestId as string;
  const decide = (requestId: string, action: string) =>
    call(`/api/requests/${requestId}/decision`, {
      method: 'POST',
      token: (tokens as Record<string, string>).priya,
      body: { action },
    });
  const myRequest = async (who: Who, game: { id: string }) =>
    (await call(`/api/games/${game.id}/my-request`, { token: tokens[who] })).body;
  return { joinAs, decide, myRequest };
}

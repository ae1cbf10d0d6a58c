import { httpRoutes, type HttpRoute } from '@infra/manifest';
import { apiClient, gameBody, uniqueTag, until } from './games-client';

// The people and things the security suites attack, made once per file through the API:
// Priya hosts a paid game, Rahul asked to join it; Arjun is another host, Ananya another player.
export const PEOPLE = {
  priya: 'priya@demo.yaktiv.test',
  arjun: 'arjun@demo.yaktiv.test',
  rahul: 'rahul@demo.yaktiv.test',
  ananya: 'ananya@demo.yaktiv.test',
  /** Whose own profile the bad-input sweep edits: no other test reads it. */
  kavya: 'kavya@demo.yaktiv.test',
  /** The demo operator (pool group `admins`). */
  admin: 'admin@demo.yaktiv.test',
} as const;
export type Who = keyof typeof PEOPLE;

/** Away from Koramangala, so the search tests' counts are not crowded by these games. */
export const PLACE = {
  location: 'HSR Layout Sports Complex, Bengaluru',
  maps_link: 'https://www.google.com/maps?q=12.9116,77.6474',
};

export const routeKey = (route: Pick<HttpRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
export const manifestRoutes = () => httpRoutes().map((route) => ({ ...route, key: routeKey(route) }));

/** Whether a concrete path is one the route's template matches (so a test really calls that route). */
export function pathMatches(template: string, path: string): boolean {
  const source = template
    .split('/')
    .map((segment) =>
      /^\{\w+\+\}$/.test(segment)
        ? '.+'
        : /^\{\w+\}$/.test(segment)
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`).test(path.split('?')[0]!);
}

export interface SecurityWorld {
  call: ReturnType<typeof apiClient>['call'];
  tokens: Record<Who, string>;
  subs: Record<Who, string>;
  game: { id: string; title: string; questions: { id: string }[] };
  /** Rahul's pending request on Priya's game. */
  requestId: string;
  /** Ananya's pending host application; nobody decides it. */
  hostApplicationId: string;
  run: string;
}

const subOf = (token: string) => String(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

export async function securityWorld(base: string): Promise<SecurityWorld> {
  const { call, token } = apiClient(base);
  const tokens = {} as Record<Who, string>;
  await Promise.all((Object.keys(PEOPLE) as Who[]).map(async (who) => (tokens[who] = await token(PEOPLE[who]))));
  const subs = Object.fromEntries(Object.entries(tokens).map(([who, t]) => [who, subOf(t)])) as Record<Who, string>;
  const run = uniqueTag();
  const created = await call('/api/games', {
    method: 'POST',
    token: tokens.priya,
    body: gameBody({
      ...PLACE,
      title: `Security Football ${run}`,
      price: 100,
      questions: [{ question_text: 'Position?', question_type: 'text', is_required: false }],
    }),
  });
  if (created.status !== 201) throw new Error(`game: ${created.status} ${JSON.stringify(created.body)}`);
  const game = created.body as SecurityWorld['game'];
  const joined = await call(`/api/games/${game.id}/join`, {
    method: 'POST',
    token: tokens.rahul,
    body: { contactInfo: { name: 'Rahul Test', email: `rahul.${run}@players.test` } },
  });
  if (joined.status !== 201) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  // One open application per player: a second world (another security file) finds the first one's.
  const applied = await call('/api/host-applications', {
    method: 'POST',
    token: tokens.ananya,
    body: {
      sports: ['run'],
      city: 'Bengaluru',
      experience: 'Runs a weekend running group',
      why: 'To list our runs',
      phone: '9811122233',
    },
  });
  const application =
    applied.status === 201 ? applied.body : (await call('/api/me/host-application', { token: tokens.ananya })).body;
  if (application?.status !== 'pending')
    throw new Error(`host application: ${applied.status} ${JSON.stringify(application)}`);
  return { call, tokens, subs, game, requestId: joined.body.joinRequestId, hostApplicationId: application.id, run };
}

export { until };

import { beforeAll } from 'vitest';
import { apiClient } from './games-client';

// Most API suites act as some of the seeded demo people. Each is <name>@demo.yaktiv.test with the
// demo password; signing them in once before the suite's tests keeps every test's own time for
// what it checks.

/** A demo person's e-mail address, as the local seed creates it. */
export const demoEmail = (who: string) => `${who}@demo.yaktiv.test`;

/** Signs the given demo people in at once; answers their access tokens in the same order. */
export function signInDemo(base: string, people: readonly string[]): Promise<string[]> {
  const { token } = apiClient(base);
  return Promise.all(people.map((who) => token(demoEmail(who))));
}

/** The access tokens of the given demo people, filled in before the calling suite's tests run. */
export function demoTokens<const Who extends string>(base: string, people: readonly Who[]): Record<Who, string> {
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    const signedIn = await signInDemo(base, people);
    people.forEach((who, i) => {
      tokens[who] = signedIn[i]!;
    });
  });
  return tokens;
}

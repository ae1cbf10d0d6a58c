import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, gameBody, uniqueTag } from '../support/games-client';

// A shared link's HTML over HTTP on the local stack (decision 026): the same handler
// CloudFront's /game/* and /community/* behaviours reach in AWS.
const base = inject('localStackUrl');
const { call, token } = apiClient(base);

const page = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    html: await response.text(),
  };
};
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const tag = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
};

let gameId: string;
const title = `Fives <Night> "Lights" & Co ${uniqueTag()}`;
beforeAll(async () => {
  const priya = await token('priya@demo.yaktiv.test');
  const created = await call('/api/games', {
    method: 'POST',
    token: priya,
    body: gameBody({ title, game_time: '18:30', price: 199 }),
  });
  expect(created.status).toBe(201);
  gameId = created.body.id;
});

describe('Open Graph head of a shared link', () => {
  it('a game: escaped title, date (IST) · venue · price, picture, canonical URL, on the prerendered page', async () => {
    const { status, type, cache, html } = await page(`/game/${gameId}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(cache).toMatch(/s-maxage=\d+/);
    expect(html).not.toContain('<Night>');
    expect(tag(html, 'og:title')).toBe(`${title} · Yaktiv`);
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${title} · Yaktiv`);
    expect(tag(html, 'og:description')).toMatch(
      /^\w{3} \d{1,2} \w{3}, 18:30 IST · Koramangala 5th Block, Bengaluru · ₹199 per person$/,
    );
    expect(tag(html, 'og:url')).toBe(`${base}/game/${gameId}`);
    expect(html).toContain(`<link rel="canonical" href="${base}/game/${gameId}" />`);
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    const image = tag(html, 'og:image')!;
    expect(image).toBe(`${base}/sports/football.png`);
    expect((await fetch(image)).status).toBe(200);
    // The prerendered first paint (decision 022) is kept: inlined critical CSS and the entry script.
    expect(html).toMatch(/<style>[^<]{1000,}/);
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/index-[\w-]+\.js"/);
  });

  it('a community: a line from sport, place and members', async () => {
    const { status, html } = await page('/community/demo-bengaluru-weekend-footballers');
    expect(status).toBe(200);
    expect(tag(html, 'og:title')).toMatch(/ · Yaktiv$/);
    expect(tag(html, 'og:description')).toMatch(/^Football community in .+ · \d+ members$/);
    expect(tag(html, 'og:url')).toBe(`${base}/community/demo-bengaluru-weekend-footballers`);
  });

  it('speaks Hindi for a link shared in Hindi (?lang=hi); English for anything else', async () => {
    const game = await page(`/game/${gameId}?lang=hi`);
    expect(game.status).toBe(200);
    expect(tag(game.html, 'og:title')).toBe(`${title} · Yaktiv`);
    expect(tag(game.html, 'og:description')).toMatch(
      /^\S+, \d{1,2} \S+, 18:30 IST · Koramangala 5th Block, Bengaluru · ₹199 प्रति व्यक्ति$/,
    );
    expect(tag(game.html, 'og:url')).toBe(`${base}/game/${gameId}?lang=hi`);
    const community = await page('/community/demo-bengaluru-weekend-footballers?lang=hi');
    expect(tag(community.html, 'og:description')).toMatch(/^.+ में फ़ुटबॉल कम्युनिटी · \d+ मेंबर$/);
    const other = await page(`/game/${gameId}?lang=fr`);
    expect(tag(other.html, 'og:description')).toMatch(/ · ₹199 per person$/);
    expect(tag(other.html, 'og:url')).toBe(`${base}/game/${gameId}`);
  });

  it('arrives compressed when the browser accepts it, as CloudFront sends it', async () => {
    const { request } = await import('node:http');
    const encoding = await new Promise<string | undefined>((done, fail) => {
      request(`${base}/game/${gameId}`, { headers: { 'accept-encoding': 'br, gzip' } }, (answer) => {
        answer.resume();
        done(answer.headers['content-encoding']);
      })
        .on('error', fail)
        .end();
    });
    expect(encoding).toBe('br');
  });

  it('falls back to the plain shell: unknown ids (404) and nested screens', async () => {
    const unknown = await page('/game/no-such-game');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root">');
    expect(unknown.html).not.toContain('og:title');
    const manage = await page(`/game/${gameId}/manage`);
    expect(manage.status).toBe(200);
    expect(manage.html).not.toContain('og:title');
    expect(manage.html).toContain('<div id="root">');
    expect((await page('/community')).status).toBe(200);
  });
});

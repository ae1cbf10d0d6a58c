import { describe, expect, inject, it } from 'vitest';
import { apiClient, gameBody, uniqueTag } from '../support/games-client';
import { acceptedJoin } from '../support/accepted-join';
import { waitForMail } from '../support/dev-outbox';
import { demoEmail, signInDemo } from '../support/demo-tokens';
import { freshPlayer } from '../support/fresh-player';

// The e-mail a player gets when the host accepts carries when, where, directions and
// the game as an .ics attachment, read here from the local outbox (SES v2 attachments).
const base = inject('localStackUrl');
const { call } = apiClient(base);

describe('acceptance e-mail', () => {
  it('carries the date (IST), venue, directions and the .ics with the request UID', async () => {
    const [priya, rahul] = await signInDemo(base, ['priya', 'rahul']);
    const title = `Calendar Football ${uniqueTag()}`;
    const game = (
      await call('/api/games', {
        method: 'POST',
        token: priya,
        body: gameBody({ title, price: 0, game_time: '19:15' }),
      })
    ).body;
    const email = `rahul+${uniqueTag()}@contact.test`;
    const join = { answers: {}, contactInfo: { name: 'Rahul Test', email } };
    const requestId = await acceptedJoin(call, game.id, { player: rahul, host: priya }, join);

    // To the account's verified address, not the contact e-mail typed into the join form.
    const mail = await waitForMail(base, demoEmail('rahul'), title, 20_000);
    expect(mail.text).toMatch(/When: \w{3} \d{1,2} \w{3}, 19:15 IST/);
    expect(mail.text).toContain('Where: Koramangala 5th Block, Bengaluru');
    expect(mail.text).toContain('Directions: https://www.google.com/maps/dir/?api=1&destination=12.9352%2C77.6245');
    expect(mail.attachments).toHaveLength(1);
    const ics = mail.attachments![0]!;
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain(`UID:request-${requestId}@yaktiv.in\r\n`);
    expect(ics.content).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics.content).toContain('GEO:12.9352;77.6245\r\n');
    expect(ics.content.replace(/\r\n /g, '')).toContain(`URL:${base}/game/${game.id}\r\n`);
  });

  it('reaches a player whose account speaks Hindi in Hindi, e-mail and bell alike, the title as the host wrote it', async () => {
    const [priya] = await signInDemo(base, ['priya']);
    const asha = await freshPlayer(base, 'Asha Hindi');
    const hindi = await call('/api/me', { method: 'PUT', token: asha.token, body: { language: 'hi' } });
    expect(hindi.status).toBe(200);
    const title = `Hindi Football ${uniqueTag()}`;
    const game = (
      await call('/api/games', {
        method: 'POST',
        token: priya,
        body: gameBody({ title, price: 0, game_time: '19:15' }),
      })
    ).body;
    const join = { answers: {}, contactInfo: { name: 'Asha', email: asha.email } };
    await acceptedJoin(call, game.id, { player: asha.token, host: priya }, join);

    const mail = await waitForMail(base, asha.email, title, 20_000);
    expect(mail.subject).toBe(`रिक्वेस्ट मंज़ूर: ${title}`);
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain(`${title} में आपका स्पॉट पक्का है। आपका गेम पास तैयार है।`);
    expect(mail.text).toMatch(/कब: .+, 19:15 IST/);
    expect(mail.text).toContain('कहाँ: Koramangala 5th Block, Bengaluru');
    expect(mail.text).toContain(`अपनी रिक्वेस्ट देखें: ${base}/my-requests`);
    expect(mail.attachments).toHaveLength(1);

    const bell = await call('/api/notifications', { token: asha.token });
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        title: 'रिक्वेस्ट मंज़ूर',
        body: `${title} में आपका स्पॉट पक्का है। आपका गेम पास तैयार है।`,
        link: '/my-requests',
      }),
    );
  });
});

import hindi from 'virtual:catalogue/hi';
import { createElement as h } from 'react';
import { renderToStaticMarkup as render } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '@shared/schemas/game';
import { GameFaqs } from '@web/components/games/GameFaqs';
import { speak } from '@web/lib/i18n/texts';
import { speakHindi } from '../support/speak-hindi';

// The game page's fixed questions, answered from the game's own fields, in the language spoken.
afterEach(() => speak('en'));

const game = {
  price: 150,
  equipment_provided: false,
  cancellation_policy: 'flexible',
  payment_instructions: null,
} as unknown as Game;
const text = (html: string) => html.replace(/<[^>]+>/g, '\n');

describe('GameFaqs', () => {
  it('asks and answers in English as before, the UPI ID after the price', () => {
    const html = text(render(h(GameFaqs, { game, withRefund: true, upi: 'host@upi' })));
    expect(html).toContain('What should I bring?');
    expect(html).toContain('Bring your own equipment, sports shoes and water.');
    expect(html).toContain(
      '₹150 per person. The host tells you how to pay once your request is accepted. UPI: host@upi',
    );
    expect(html).toContain('Can I get a refund?');
    expect(html).toMatch(/Refunds follow the \S+ policy: /);
  });

  it('asks and answers in Hindi', () => {
    speakHindi(hindi);
    const html = text(render(h(GameFaqs, { game: { ...game, price: 0 } })));
    expect(html).toContain('मुझे क्या लाना है?');
    expect(html).toContain('कुछ पेमेंट नहीं करना: यह गेम फ़्री है।');
    expect(html).not.toMatch(/What|Bring|pay/);
  });
});

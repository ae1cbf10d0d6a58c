import { describe, expect, it } from 'vitest';
import { decisionToast, hostBadge } from '@shared/rules/decision-rules';
import { gameHasStarted, mayWithdraw, passLabel, requestStatusColour } from '@shared/rules/join-rules';
import { nudgeCountLabel, nudgeEligibility, NUDGE_MESSAGES } from '@shared/rules/nudge-rules';
import {
  checkAnswers,
  contactInfoSchema,
  decisionInputSchema,
  JOIN_MESSAGES,
  joinInputSchema,
  validateJoin,
} from '@shared/schemas/join';
import { question as q } from '../support/game-fixtures';

// The join dialog's rules and the request states' words and colours,
// shared by the web and the server.
const contact = { name: 'Rahul', email: 'rahul@example.com' };

describe('join dialog validation', () => {
  it('name and e-mail required, e-mail shaped; phone and Instagram optional', () => {
    expect(validateJoin([], { contactInfo: { name: '  ', email: '' } })).toEqual([
      { field: 'contactInfo.name', message: JOIN_MESSAGES.nameRequired },
      { field: 'contactInfo.email', message: JOIN_MESSAGES.emailRequired },
    ]);
    expect(validateJoin([], { contactInfo: { name: 'Rahul', email: 'rahul@' } })).toEqual([
      { field: 'contactInfo.email', message: JOIN_MESSAGES.emailInvalid },
    ]);
    expect(validateJoin([], { contactInfo: { ...contact, phone: '', instagram: '' } })).toEqual([]);
    expect(contactInfoSchema.parse({ ...contact, instagram: '@rahul.plays', phone: '' })).toEqual({
      ...contact,
      instagram: 'rahul.plays',
      phone: null,
    });
    expect(validateJoin([], { contactInfo: { ...contact, instagram: 'bad handle!' } })).toEqual([
      { field: 'contactInfo.instagram', message: JOIN_MESSAGES.instagramInvalid },
    ]);
  });

  it('required answers: empty, blank string and empty list each fail with "This field is required"', () => {
    const questions = [q('t', 'text'), q('c', 'checkbox', ['A', 'B'], true, 1), q('n', 'number', [], true, 2)];
    expect(validateJoin(questions, { contactInfo: contact, answers: { t: '   ', c: [] } })).toEqual([
      { field: 'answers.t', message: JOIN_MESSAGES.fieldRequired },
      { field: 'answers.c', message: JOIN_MESSAGES.fieldRequired },
      { field: 'answers.n', message: JOIN_MESSAGES.fieldRequired },
    ]);
    expect(validateJoin([q('o', 'text', [], false)], { contactInfo: contact, answers: {} })).toEqual([]);
  });

  it('a radio question without options says to contact the host', () => {
    expect(checkAnswers([q('r', 'radio', [])], {}).errors).toEqual([
      { field: 'answers.r', message: JOIN_MESSAGES.noRadioOptions },
    ]);
  });

  it('keeps answers in question order with their text; checkbox answers joined and listed', () => {
    const questions = [q('b', 'checkbox', ['Ball', 'Bibs'], false, 1), q('a', 'radio', ['GK', 'FW'], true, 0)];
    expect(checkAnswers(questions, { b: ['Bibs', 'Ball', 'Bibs'], a: 'GK' })).toEqual({
      errors: [],
      answers: [
        { question_id: 'a', question_text: 'a?', answer_text: 'GK', answer_options: ['GK'] },
        { question_id: 'b', question_text: 'b?', answer_text: 'Bibs, Ball', answer_options: ['Bibs', 'Ball'] },
      ],
    });
  });

  it('the payload is the spec join payload; unknown keys and a user id are refused', () => {
    expect(
      joinInputSchema.safeParse({ gameId: 'g1', answers: { a: 'x', b: ['y'] }, contactInfo: contact }).success,
    ).toBe(true);
    expect(joinInputSchema.safeParse({ contactInfo: contact, user_id: 'someone' }).success).toBe(false);
    expect(decisionInputSchema.safeParse({ action: 'approve' }).success).toBe(false);
    expect(decisionInputSchema.safeParse({ action: 'accept', hostMessage: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('request states', () => {
  it('player colours: confirmed green, rejected red, waitlist yellow, others blue', () => {
    expect(
      ['confirmed', 'rejected', 'waitlist', 'pending', 'accepted'].map((s) => requestStatusColour(s as never)),
    ).toEqual(['green', 'red', 'yellow', 'blue', 'blue']);
  });

  it('host badges with their lines', () => {
    expect(hostBadge({ status: 'accepted', payment_status: 'pending' })).toEqual({
      label: 'Payment Pending',
      lines: ['Waiting for payment completion', 'The player has been sent a payment link'],
    });
    expect(hostBadge({ status: 'accepted', payment_status: 'paid' }).label).toBe('Accepted');
    expect(hostBadge({ status: 'confirmed', payment_status: 'paid' })).toEqual({
      label: 'Confirmed',
      lines: ['Player confirmed! Payment completed.'],
    });
    expect(hostBadge({ status: 'waitlist', payment_status: 'not_required' }).label).toBe('Waitlisted');
    expect(hostBadge({ status: 'rejected', payment_status: 'not_required' }).label).toBe('Rejected');
  });

  it('pass label, nudge label and decision toasts', () => {
    expect([passLabel('paid'), passLabel('not_required'), passLabel('pending')]).toEqual(['PAID', 'FREE', 'FREE']);
    expect([nudgeCountLabel(0), nudgeCountLabel(2)]).toEqual(['No nudges sent', 'Nudged 2/3 times']);
    expect(decisionToast('accept', true)).toEqual({
      title: 'Request accepted',
      description: 'Payment link has been sent to the player',
    });
    expect(decisionToast('waitlist', false)).toEqual({
      title: 'Request waitlisted',
      description: 'The join request has been waitlisted successfully',
    });
  });

  it('nudge eligibility: pending, under 3, 24 h apart', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(nudgeEligibility({ status: 'pending', nudge_count: 0, last_nudge_at: null }, now)).toEqual({
      allowed: true,
    });
    expect(nudgeEligibility({ status: 'pending', nudge_count: 1, last_nudge_at: at(24 * 3_600_000) }, now)).toEqual({
      allowed: true,
    });
    expect(
      nudgeEligibility({ status: 'pending', nudge_count: 1, last_nudge_at: at(24 * 3_600_000 - 60_000) }, now),
    ).toEqual({ allowed: false, reason: 'You can nudge again in 1 hour', why: 'wait', hours: 1 });
    expect(nudgeEligibility({ status: 'pending', nudge_count: 3, last_nudge_at: at(99 * 3_600_000) }, now)).toEqual({
      allowed: false,
      reason: NUDGE_MESSAGES.limitReached,
      why: 'limit',
    });
    expect(nudgeEligibility({ status: 'confirmed', nudge_count: 0, last_nudge_at: null }, now)).toEqual({
      allowed: false,
      reason: NUDGE_MESSAGES.notPending,
      why: 'not-pending',
    });
  });
});

describe('withdrawing', () => {
  const start = '2026-12-05T10:00:00.000Z';
  it('a game has started from its start time on', () => {
    expect(gameHasStarted(start, new Date('2026-12-05T09:59:59.999Z'))).toBe(false);
    expect(gameHasStarted(start, new Date(start))).toBe(true);
  });
  it('Withdraw is offered for a state that may be taken back, until the game starts', () => {
    const before = new Date('2026-12-05T09:00:00.000Z');
    const after = new Date('2026-12-05T10:30:00.000Z');
    expect(mayWithdraw('confirmed', start, before)).toBe(true);
    expect(mayWithdraw('confirmed', start, after)).toBe(false);
    expect(mayWithdraw('pending', start, after)).toBe(false);
    expect(mayWithdraw('rejected', start, before)).toBe(false);
    // A game no longer available: the server decides (it refuses only a started one).
    expect(mayWithdraw('waitlist', null, after)).toBe(true);
  });
});

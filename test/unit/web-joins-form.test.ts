import hindi from 'virtual:catalogue/hi';
import { describe, expect, it } from 'vitest';
import { speak } from '@web/lib/i18n/texts';
import { holdLeft } from '@web/lib/requests/spot-offer';
import { JOIN_MESSAGES, joinInputSchema, validateJoin } from '@shared/schemas/join';
import { nextPathFrom } from '@web/features/auth/auth-mode';
import {
  errorsByField,
  initialAnswers,
  initialContact,
  joinButtonState,
  joinFailure,
  joinPayload,
  signInPath,
  splitToast,
  toggleOption,
} from '@web/components/join/join-form';
import { ApiRequestError } from '@web/lib/api-request-error';
import { question as q } from '../support/game-fixtures';
import { speakHindi } from '../support/speak-hindi';

// The join dialog's pure parts: prefill, payload, where each validation message shows, join
// failures, and the join button by request state.
const questions = [
  q('t', 'text'),
  q('r', 'radio', ['Defender', 'Forward'], true, 1),
  q('c', 'checkbox', ['Ball', 'Bib', 'Water'], false, 2),
  q('n', 'number', [], false, 3),
];
const profile = {
  name: 'Rahul Verma',
  email: 'rahul@example.com',
  phone: '9900112233',
  instagram_handle: 'rahul.plays',
};

describe('prefill', () => {
  it('takes contact details from the profile, then the account', () => {
    expect(initialContact(profile, null)).toEqual({
      name: 'Rahul Verma',
      email: 'rahul@example.com',
      phone: '9900112233',
      instagram: 'rahul.plays',
    });
    expect(initialContact(null, { email: 'a@b.in', name: 'Ananya', phone: null })).toEqual({
      name: 'Ananya',
      email: 'a@b.in',
      phone: '',
      instagram: '',
    });
    expect(
      initialContact(
        { ...profile, phone: null, instagram_handle: null },
        { email: 'x@y.in', name: 'X', phone: '+919811122233' },
      ).phone,
    ).toBe('+919811122233');
  });
  it('starts checkbox answers as lists and the others empty', () => {
    expect(initialAnswers(questions)).toEqual({ t: '', r: '', c: [], n: '' });
  });
  it('ticks checkbox options in their listed order', () => {
    const c = questions[2]!;
    expect(toggleOption(c, ['Water'], 'Ball', true)).toEqual(['Ball', 'Water']);
    expect(toggleOption(c, ['Ball', 'Water'], 'Ball', false)).toEqual(['Water']);
  });
});

describe('payload and validation', () => {
  it('sends the spec join payload that the server schema accepts, blank answers left out', () => {
    const payload = joinPayload(
      'g1',
      { name: 'Rahul', email: 'rahul@example.com', phone: ' ', instagram: '' },
      { t: ' Left back ', r: 'Defender', c: [], n: '' },
    );
    expect(payload).toEqual({
      gameId: 'g1',
      contactInfo: { name: 'Rahul', email: 'rahul@example.com', phone: null, instagram: null },
      answers: { t: 'Left back', r: 'Defender' },
    });
    expect(joinInputSchema.safeParse(payload).success).toBe(true);
    expect(validateJoin(questions, payload)).toEqual([]);
  });

  it('shows each validation message under its own field', () => {
    const payload = joinPayload(
      'g1',
      { name: ' ', email: 'rahul@', phone: '', instagram: '' },
      initialAnswers(questions),
    );
    expect(errorsByField(validateJoin(questions, payload))).toEqual({
      name: JOIN_MESSAGES.nameRequired,
      email: JOIN_MESSAGES.emailInvalid,
      t: JOIN_MESSAGES.fieldRequired,
      r: JOIN_MESSAGES.fieldRequired,
    });
    expect(
      errorsByField(validateJoin([], joinPayload('g1', { name: 'R', email: '', phone: '', instagram: '' }, {}))),
    ).toEqual({ email: JOIN_MESSAGES.emailRequired });
  });

  it('a required radio question without options says so and cannot be answered', () => {
    const broken = [q('r', 'radio', [], true)];
    expect(
      errorsByField(
        validateJoin(broken, joinPayload('g1', { name: 'R', email: 'r@x.in', phone: '', instagram: '' }, { r: '' })),
      ),
    ).toEqual({ r: JOIN_MESSAGES.noRadioOptions });
  });

  it('maps a server field error to the field', () => {
    expect(
      errorsByField([
        { field: 'answers.n', message: 'Please enter a number' },
        { field: 'answers.n', message: 'second' },
      ]),
    ).toEqual({ n: 'Please enter a number' });
  });
});

describe('join failures', () => {
  it('tells an existing pending request from any other, and everything else', () => {
    expect(joinFailure(new ApiRequestError(409, { message: JOIN_MESSAGES.requestAlreadySent }))).toEqual({
      kind: 'already-sent',
    });
    expect(joinFailure(new ApiRequestError(409, { message: JOIN_MESSAGES.alreadyJoined }))).toEqual({
      kind: 'already-joined',
    });
    expect(joinFailure(new ApiRequestError(409, { message: JOIN_MESSAGES.gameFull }))).toEqual({
      kind: 'error',
      message: JOIN_MESSAGES.gameFull,
    });
    expect(joinFailure(new ApiRequestError(401, { message: 'Unauthorized' }))).toEqual({ kind: 'signed-out' });
    expect(
      joinFailure(new ApiRequestError(400, { message: 'Please choose one of the options', field: 'answers.r' })),
    ).toEqual({ kind: 'invalid', field: 'answers.r', message: 'Please choose one of the options' });
    expect(joinFailure(new ApiRequestError(500, { message: '' }))).toEqual({
      kind: 'error',
      message: JOIN_MESSAGES.joinFailed,
    });
    expect(joinFailure(new TypeError('boom'))).toEqual({ kind: 'error', message: JOIN_MESSAGES.joinFailed });
  });

  it("splits 'Title: description' texts into a toast", () => {
    expect(splitToast(JOIN_MESSAGES.requestAlreadySent)).toEqual({
      title: 'Request Already Sent',
      description: 'You will be notified after host accepts.',
    });
    expect(splitToast(JOIN_MESSAGES.openingRequests)).toEqual({
      title: 'Already Joined',
      description: 'Opening your requests...',
    });
    expect(splitToast('Error')).toEqual({ title: 'Error' });
  });

  it('sends a signed-out player to sign in and back to the game, asking for the join dialog', () => {
    const path = signInPath('g 1');
    expect(path.startsWith('/auth?next=')).toBe(true);
    expect(nextPathFrom(path.slice(path.indexOf('?')))).toBe('/game/g 1?join=1');
  });
});

describe('the join button by request state', () => {
  const state = (
    requestStatus: Parameters<typeof joinButtonState>[0]['requestStatus'],
    full = false,
    open = true,
    known = true,
  ) => joinButtonState({ requestStatus, known, full, open, joinLabel: 'Join' });
  it('none or withdrawn: Join; full: Game Full; closed: Unavailable', () => {
    expect(state(null)).toEqual({ kind: 'join', label: 'Join' });
    expect(state('withdrawn')).toEqual({ kind: 'join', label: 'Join' });
    expect(state(null, true)).toEqual({ kind: 'full', label: 'Game Full' });
    expect(state('withdrawn', true)).toEqual({ kind: 'full', label: 'Game Full' });
    expect(state(null, false, false)).toEqual({ kind: 'closed', label: 'Unavailable' });
  });
  it('waits while the request is not known, so a confirmed player is never offered Join', () => {
    expect(state(null, false, true, false)).toEqual({ kind: 'loading', label: 'Join' });
    expect(state(null, true, false, false)).toEqual({ kind: 'loading', label: 'Join' });
  });
  it("pending: 'Joined!' that says Request Pending; any other request: 'Joined!' to My Game Requests, even when full", () => {
    expect(state('pending', true)).toMatchObject({ kind: 'pending', label: 'Joined!' });
    for (const status of ['accepted', 'confirmed', 'waitlist', 'rejected'] as const)
      expect(state(status, true)).toMatchObject({ kind: 'requests', label: 'Joined!' });
  });
  it("says beside 'Joined!' where the request stands and what comes next", () => {
    const notes = (['pending', 'accepted', 'confirmed', 'waitlist', 'rejected'] as const).map((status) => {
      const joined = state(status);
      return 'note' in joined ? joined.note : null;
    });
    expect(notes).toEqual([
      { text: 'Waiting for the host' },
      { text: 'Accepted · pay to confirm your spot', action: 'pay' },
      { text: "You're in", action: 'view-pass' },
      { text: 'On the waitlist' },
      { text: 'Not accepted this time' },
    ]);
  });
  it('says the states and notes in Hindi too', () => {
    speakHindi(hindi);
    try {
      expect(state(null, false, false)).toEqual({ kind: 'closed', label: 'उपलब्ध नहीं' });
      expect(state(null, true)).toEqual({ kind: 'full', label: 'गेम फ़ुल' });
      expect(state('confirmed')).toMatchObject({ note: { text: 'आप गेम में हैं', action: 'view-pass' } });
    } finally {
      speak('en');
    }
  });
  it("a free game's spot held for the player: 'Take the spot', even when the game looks full", () => {
    const offer = joinButtonState({
      requestStatus: 'accepted',
      freeOffer: true,
      known: true,
      full: true,
      open: true,
      joinLabel: 'Join',
    });
    expect(offer).toEqual({ kind: 'offer', label: 'Take the spot', note: { text: 'A spot opened up for you' } });
  });
});

describe("an offer's time left", () => {
  const due = '2026-12-01T12:00:00.000Z';
  const at = (iso: string) => holdLeft(due, new Date(iso));
  it('counts down in hours and minutes, then says when less than a minute is left or the time is up', () => {
    expect(at('2026-12-01T10:02:00.000Z')).toBe('1 h 58 min left');
    expect(at('2026-12-01T11:50:30.000Z')).toBe('9 min left');
    expect(at('2026-12-01T11:59:30.000Z')).toBe('Less than a minute left');
    expect(at('2026-12-01T12:00:00.000Z')).toBe('Time is up');
  });
});

import { describe, expect, it } from 'vitest';
import { emailSubject, SUBJECT_MAX } from '@functions/platform/emails/layout';
import { joinLoopEmail } from '@functions/notifications/emails/join-emails';
import { speakerIn } from '@functions/notifications/texts';
import { titleKey } from '@functions/games/adapters/keys';
import { normalizeMultiLine, normalizeSingleLine } from '@shared/rules/text';
import { GAME_MESSAGES, gameInputSchema } from '@shared/schemas/game';
import { contactInfoSchema, decisionInputSchema } from '@shared/schemas/join';
import { updateProfileSchema } from '@shared/schemas/profile';
import { PATTERNS } from '@shared/validation';
import { validGame } from '../support/game-fixtures';

// Titles used to keep CR/LF, NUL and right-to-left overrides, and those reached e-mail subjects.
const RLO = '\u202E';

describe('normalizeSingleLine', () => {
  it('turns CR, LF and CRLF into one space', () => {
    expect(normalizeSingleLine('line1\nline2\r\nline3\rline4')).toBe('line1 line2 line3 line4');
  });
  it('drops NUL and other controls, and bidi overrides and isolates', () => {
    expect(normalizeSingleLine(`a\u0000b\u0007c${RLO}d\u2066e\u2069f\u200Fg\uFEFFh`)).toBe('abcdefgh');
  });
  it('composes to NFC, so look-alike sequences are one string', () => {
    expect(normalizeSingleLine('Cafe\u0301')).toBe('Caf\u00E9');
    expect(normalizeSingleLine('Cafe\u0301')).toBe(normalizeSingleLine('Caf\u00E9'));
  });
  it('collapses whitespace, including Unicode line separators, and trims', () => {
    expect(normalizeSingleLine('  a \t b\u2028c\u0085d  ')).toBe('a b c d');
  });
  it('keeps ordinary text in any script', () => {
    expect(normalizeSingleLine('फ़ुटबॉल — ಕ್ರಿಕೆಟ್ 🏏')).toBe('फ़ुटबॉल — ಕ್ರಿಕೆಟ್ 🏏'.normalize('NFC'));
  });
});

describe('normalizeMultiLine', () => {
  it('keeps line breaks (CRLF becomes LF), at most one blank line, nothing else invisible', () => {
    expect(normalizeMultiLine(`one\r\ntwo\u0000${RLO}\n\n\n\nthree  \t x`)).toBe('one\ntwo\n\nthree x');
  });
});

describe('the shared schemas normalise user text', () => {
  it('a game title is one clean line; a description keeps its lines', () => {
    const game = gameInputSchema.parse({
      ...validGame(),
      title: `line1\nline2\u0000 ${RLO}gnp.exe`,
      description: `Bring water.\r\nStuds${RLO} only.`,
    });
    expect(game.title).toBe('line1 line2 gnp.exe');
    expect(game.description).toBe('Bring water.\nStuds only.');
  });
  it('a title of only invisible characters is missing, with the spec message', () => {
    const result = gameInputSchema.safeParse({ ...validGame(), title: `\u0000${RLO}\r\n` });
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'], message: GAME_MESSAGES.titleRequired });
  });
  it('every free-text field and list has a maximum with a clear message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(121) }, GAME_MESSAGES.titleTooLong],
      [{ description: 'x'.repeat(2001) }, GAME_MESSAGES.descriptionTooLong],
      [{ location: 'x'.repeat(201) }, GAME_MESSAGES.locationTooLong],
      [{ payment_instructions: 'x'.repeat(1001) }, GAME_MESSAGES.paymentInstructionsTooLong],
      [{ questions: [{ question_text: 'x'.repeat(301), question_type: 'text' }] }, GAME_MESSAGES.questionTextTooLong],
      [
        { questions: [{ question_text: 'Q', question_type: 'radio', options: ['x'.repeat(101)] }] },
        GAME_MESSAGES.optionTooLong,
      ],
      [
        {
          questions: [
            { question_text: 'Q', question_type: 'radio', options: Array.from({ length: 21 }, (_, i) => `o${i}`) },
          ],
        },
        GAME_MESSAGES.tooManyOptions,
      ],
      [
        { questions: Array.from({ length: 21 }, () => ({ question_text: 'Q', question_type: 'text' })) },
        GAME_MESSAGES.tooManyQuestions,
      ],
    ];
    for (const [over, message] of cases)
      expect(gameInputSchema.safeParse({ ...validGame(), ...over }).error?.issues[0]?.message, message).toBe(message);
  });
  it('contact details, host messages and profile names are normalised too', () => {
    expect(contactInfoSchema.parse({ name: `Ananya\n${RLO}Iyer`, email: ' a@b.co\u0000 ' })).toMatchObject({
      name: 'Ananya Iyer',
      email: 'a@b.co',
    });
    expect(
      decisionInputSchema.parse({ action: 'accept', hostMessage: `Court 2\r\nbring${RLO} water` }).hostMessage,
    ).toBe('Court 2\nbring water');
    expect(updateProfileSchema.parse({ name: `Rahul\u0000\nVerma` }).name).toBe('Rahul Verma');
    // An address keeps no invisible characters: the schema's normalising removes them before the pattern.
    expect(PATTERNS.email.test(`a\u0000@b.co`)).toBe(false);
    expect(PATTERNS.email.test(`a@b${RLO}.co`)).toBe(false);
  });
});

describe('e-mail subjects are one line', () => {
  it('normalises whatever reaches the layout, even text that never passed a schema', () => {
    expect(emailSubject(`New join request for line1\nline2${RLO}\u0000`)).toBe('New join request for line1 line2');
    const mail = joinLoopEmail(speakerIn('en'), {
      to: 'p@x.test',
      name: 'Priya\r\nBcc: evil@x.test',
      subject: "You're in: a\r\nBcc: evil@x.test",
      lines: ['x'],
      action: { label: 'Open', url: 'https://app.test' },
    });
    expect(mail.subject).toBe("You're in: a Bcc: evil@x.test");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.split('\n')[0]).toBe('Hi Priya Bcc: evil@x.test,');
  });
  it('caps a long subject with an ellipsis', () => {
    const subject = emailSubject(`New join request for ${'x'.repeat(400)}`);
    expect(subject).toHaveLength(SUBJECT_MAX);
    expect(subject.endsWith('…')).toBe(true);
  });
});

describe('the one-title-per-day key', () => {
  it('makes a title with hidden marks the same title as the plain one', () => {
    expect(titleKey('Foot\u200bball')).toBe(titleKey('Football'));
    expect(titleKey('Foot\u3164ball\u00AD')).toBe(titleKey('football'));
    expect(titleKey('  Evening\u00A0 Football ')).toBe('evening football');
    expect(titleKey('Foot ball')).not.toBe(titleKey('Football'));
  });
});

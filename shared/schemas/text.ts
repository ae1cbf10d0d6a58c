import * as z from 'zod';
import { normalizeMultiLine, normalizeSingleLine, visibleText } from '../rules/text';
import { PATTERNS, stripAt } from '../validation';
import { toE164 } from '../phone';

// Zod builders for user text: normalise first (shared/rules/text.ts), then check length on what
// will actually be stored. Every free-text field of every payload is built from these, so each has
// a maximum and a clear message (so no input can push an item past DynamoDB's 400 KB limit).

export interface TextRules {
  max: number;
  /** Message when the value is longer than max. */
  tooLong?: string;
  /** Required fields: minimum length after normalising (default 1) and its message. */
  min?: number;
  required?: string;
}

function build(normalize: (v: string) => string, rules: TextRules) {
  const tooLong = rules.tooLong ?? `Must be at most ${rules.max} characters`;
  let checked = z.string().max(rules.max, tooLong);
  if (rules.required !== undefined) checked = checked.min(rules.min ?? 1, rules.required);
  const required = rules.required;
  const stored = z
    .string(required ? { error: required } : undefined)
    .transform(normalize)
    .pipe(checked);
  // A required field made only of invisible characters is as empty as a blank one (a blank one
  // already has its one error from the minimum length).
  return required === undefined
    ? stored
    : stored.refine((value) => value.length === 0 || visibleText(value).length > 0, required);
}

/** A single-line field (names, titles, locations): whitespace collapsed, no line breaks. */
export const singleLineText = (rules: TextRules) => build(normalizeSingleLine, rules);

/** A multi-line field (descriptions, messages, reviews): newlines kept, nothing else invisible. */
export const multiLineText = (rules: TextRules) => build(normalizeMultiLine, rules);

/** A phone number as typed: one line of digits, spaces, dashes, parentheses and a leading plus. */
export const phoneText = (invalid: string, required?: string) =>
  singleLineText({ max: 20, tooLong: invalid, required }).pipe(z.string().regex(PATTERNS.phone, invalid));

/** An Instagram handle, typed with or without '@': the '@' dropped, then length and characters checked. */
export const instagramText = (invalid: string) =>
  singleLineText({ max: 64, tooLong: invalid })
    .transform(stripAt)
    .pipe(z.string().max(30, invalid).regex(PATTERNS.instagram, invalid));

/** A required field trimmed of surrounding spaces; missing, not a string, or empty all read as `required`. */
export const requiredTrimmed = (required: string) => z.string({ error: required }).trim().min(1, required);

/** Turns a valid phone number into E.164 (an Indian mobile without +91 gets it); anything else is `invalid`. */
export const asE164 =
  (invalid: string) =>
  (phone: string, ctx: z.RefinementCtx): string => {
    const e164 = toE164(phone);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return e164;
  };

/**
 * An uploaded image: a /media/ path the upload flow returned, never an arbitrary URL. Each segment
 * is a plain name, so no '.' or '..' can climb out of the media folder and no empty segment hides one.
 */
export const uploadedMediaPath = (notUploaded: string) =>
  z
    .string()
    .max(300, notUploaded)
    .regex(/^\/media(\/[\w.-]+)+$/, notUploaded)
    .refine((path) => path.split('/').every((segment) => segment !== '.' && segment !== '..'), notUploaded);

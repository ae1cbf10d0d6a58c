import * as z from 'zod';
import { normalizeMultiLine, normalizeSingleLine } from '../rules/text';

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
  return z
    .string(rules.required ? { error: rules.required } : undefined)
    .transform(normalize)
    .pipe(checked);
}

/** A single-line field (names, titles, locations): whitespace collapsed, no line breaks. */
export const singleLineText = (rules: TextRules) => build(normalizeSingleLine, rules);

/** A multi-line field (descriptions, messages, reviews): newlines kept, nothing else invisible. */
export const multiLineText = (rules: TextRules) => build(normalizeMultiLine, rules);

import { Field, Options } from '@web/components/form';
import { QUESTION_TYPES } from '@shared/rules/game-rules';
import {
  hasOptions,
  moveQuestion,
  newQuestion,
  QUESTION_TYPE_LABELS,
  type QuestionDraft,
  type QuestionType,
} from '../game-form';
import type { GameFormErrors } from '../validate-game';

interface QuestionsEditorProps {
  questions: QuestionDraft[];
  errors: GameFormErrors;
  onChange: (questions: QuestionDraft[]) => void;
}

const MAX_QUESTIONS = 20;
const MAX_OPTIONS = 20;

/** Questions players answer when they ask to join: add, edit, reorder, remove. */
export function QuestionsEditor({ questions, errors, onChange }: QuestionsEditorProps) {
  const update = (index: number, changes: Partial<QuestionDraft>) =>
    onChange(questions.map((question, i) => (i === index ? { ...question, ...changes } : question)));

  return (
    <fieldset className="form-section">
      <legend>Questions for players (optional)</legend>
      <p className="field-hint">Players answer these when they ask to join.</p>
      {questions.length ? (
        <ol className="question-list">
          {questions.map((question, index) => {
            const n = index + 1;
            const base = `question-${question.key}`;
            const textError = errors[`questions.${index}.question_text`];
            const optionsError = errors[`questions.${index}.options`];
            return (
              <li key={question.key} className="question card">
                <Field label={`Question ${n}`} error={textError}>
                  <input
                    value={question.question_text}
                    maxLength={300}
                    onChange={(event) => update(index, { question_text: event.target.value })}
                  />
                </Field>
                <div className="question-settings">
                  <Field label={`Answer type for question ${n}`}>
                    <select
                      value={question.question_type}
                      onChange={(event) => {
                        const type = event.target.value as QuestionType;
                        // No empty placeholder option: one left blank would block the form once the host adds
                        // their options with 'Add option'. The hint below asks for the first one.
                        update(index, {
                          question_type: type,
                          options: question.options.filter((option) => option.trim() !== ''),
                        });
                      }}
                    >
                      <Options items={QUESTION_TYPES} labelOf={(type) => QUESTION_TYPE_LABELS[type]} />
                    </select>
                  </Field>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={question.is_required}
                      onChange={(event) => update(index, { is_required: event.target.checked })}
                    />
                    Required
                  </label>
                </div>
                {hasOptions(question.question_type) ? (
                  <fieldset className="options" aria-describedby={optionsError ? `${base}-options-error` : undefined}>
                    <legend>Options for question {n}</legend>
                    {question.options.map((option, optionIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings without ids and may repeat; the inputs are controlled, so reusing them by position shows the right values.
                      <div key={optionIndex} className="option-row">
                        <input
                          id={`${base}-option-${optionIndex}`}
                          value={option}
                          maxLength={100}
                          aria-label={`Answer option ${optionIndex + 1} for question ${n}`}
                          aria-invalid={optionsError && !option.trim() ? true : undefined}
                          onChange={(event) =>
                            update(index, {
                              options: question.options.map((value, i) =>
                                i === optionIndex ? event.target.value : value,
                              ),
                            })
                          }
                        />
                        <button
                          type="button"
                          className="btn btn-secondary btn-small"
                          aria-label={`Delete option ${optionIndex + 1} from question ${n}`}
                          onClick={() =>
                            update(index, { options: question.options.filter((_, i) => i !== optionIndex) })
                          }
                        >
                          ✕
                        </button>
                      </div>
                    ))}
                    {!question.options.length && !optionsError ? (
                      <p className="field-hint">Add the answers players choose from.</p>
                    ) : null}
                    {optionsError ? (
                      <p id={`${base}-options-error`} className="field-error">
                        {optionsError}
                      </p>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={question.options.length >= MAX_OPTIONS}
                      onClick={() => {
                        update(index, { options: [...question.options, ''] });
                        // Straight into the new option's field, ready to type.
                        const added = `${base}-option-${question.options.length}`;
                        requestAnimationFrame(() => document.getElementById(added)?.focus());
                      }}
                    >
                      Add option
                    </button>
                  </fieldset>
                ) : null}
                <div className="actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Move question ${n} up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveQuestion(questions, index, -1))}
                  >
                    ↑ Up
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Move question ${n} down`}
                    disabled={index === questions.length - 1}
                    onClick={() => onChange(moveQuestion(questions, index, 1))}
                  >
                    ↓ Down
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger btn-small"
                    aria-label={`Remove question ${n}`}
                    onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={questions.length >= MAX_QUESTIONS}
        onClick={() => onChange([...questions, newQuestion()])}
      >
        Add question
      </button>
    </fieldset>
  );
}

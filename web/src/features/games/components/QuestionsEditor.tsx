import { Field, Options } from '@web/components/form';
import { QUESTION_TYPES } from '@shared/rules/game-rules';
import { hasOptions, moveQuestion, newQuestion, type QuestionDraft, type QuestionType } from '../game-form';
import type { GameFormErrors } from '../validate-game';
import { t } from '../game-form-texts';

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
      <legend>{t('gameform.questions.legend')}</legend>
      <p className="field-hint">{t('gameform.questions.hint')}</p>
      {questions.length ? (
        <ol className="question-list">
          {questions.map((question, index) => {
            const n = index + 1;
            const base = `question-${question.key}`;
            const textError = errors[`questions.${index}.question_text`];
            const optionsError = errors[`questions.${index}.options`];
            return (
              <li key={question.key} className="question card">
                <Field label={t('gameform.questions.question', { n })} error={textError}>
                  <input
                    value={question.question_text}
                    maxLength={300}
                    onChange={(event) => update(index, { question_text: event.target.value })}
                  />
                </Field>
                <div className="question-settings">
                  <Field label={t('gameform.questions.type', { n })}>
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
                      <Options items={QUESTION_TYPES} labelOf={(type) => t(`gameform.questions.type.${type}`)} />
                    </select>
                  </Field>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={question.is_required}
                      onChange={(event) => update(index, { is_required: event.target.checked })}
                    />
                    {t('gameform.questions.required')}
                  </label>
                </div>
                {hasOptions(question.question_type) ? (
                  <fieldset className="options" aria-describedby={optionsError ? `${base}-options-error` : undefined}>
                    <legend>{t('gameform.questions.options', { n })}</legend>
                    {question.options.map((option, optionIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings without ids and may repeat; the inputs are controlled, so reusing them by position shows the right values.
                      <div key={optionIndex} className="option-row">
                        <input
                          id={`${base}-option-${optionIndex}`}
                          value={option}
                          maxLength={100}
                          aria-label={t('gameform.questions.option', { option: optionIndex + 1, n })}
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
                          aria-label={t('gameform.questions.deleteOption', { option: optionIndex + 1, n })}
                          onClick={() =>
                            update(index, { options: question.options.filter((_, i) => i !== optionIndex) })
                          }
                        >
                          ✕
                        </button>
                      </div>
                    ))}
                    {!question.options.length && !optionsError ? (
                      <p className="field-hint">{t('gameform.questions.optionsHint')}</p>
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
                      {t('gameform.questions.addOption')}
                    </button>
                  </fieldset>
                ) : null}
                <div className="actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('gameform.questions.moveUp', { n })}
                    disabled={index === 0}
                    onClick={() => onChange(moveQuestion(questions, index, -1))}
                  >
                    {t('gameform.questions.up')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('gameform.questions.moveDown', { n })}
                    disabled={index === questions.length - 1}
                    onClick={() => onChange(moveQuestion(questions, index, 1))}
                  >
                    {t('gameform.questions.down')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger btn-small"
                    aria-label={t('gameform.questions.removeLabel', { n })}
                    onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  >
                    {t('gameform.questions.remove')}
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
        {t('gameform.questions.add')}
      </button>
    </fieldset>
  );
}

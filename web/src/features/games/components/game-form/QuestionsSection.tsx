import { lazy, Suspense } from 'react';
import { newQuestion } from '../../game-form';
import type { GameFormParts } from './form-parts';

// The editor loads once there are questions.
const QuestionsEditor = lazy(() =>
  import('../QuestionsEditor').then((module) => ({ default: module.QuestionsEditor })),
);

/** The questions players answer when they ask to join: the editor, or a button to add the first. */
export function QuestionsSection({ values, errors, change }: Pick<GameFormParts, 'values' | 'errors' | 'change'>) {
  if (values.questions.length) {
    return (
      <Suspense fallback={<p className="form-section">Loading questions...</p>}>
        <QuestionsEditor
          questions={values.questions}
          errors={errors}
          onChange={(questions) =>
            change(
              { questions },
              Object.keys(errors).filter((key) => key.startsWith('questions')),
            )
          }
        />
      </Suspense>
    );
  }
  return (
    <fieldset className="form-section">
      <legend>Questions for players (optional)</legend>
      <p className="field-hint">Players answer these when they ask to join.</p>
      <button type="button" className="btn btn-secondary" onClick={() => change({ questions: [newQuestion()] })}>
        Add question
      </button>
    </fieldset>
  );
}

import { lazy, Suspense } from 'react';
import { newQuestion } from '../../game-form';
import { t } from '../../game-form-texts';
import type { GameFormParts } from './form-parts';

// The editor loads once there are questions.
const QuestionsEditor = lazy(() =>
  import('../QuestionsEditor').then((module) => ({ default: module.QuestionsEditor })),
);

/** The questions players answer when they ask to join: the editor, or a button to add the first. */
export function QuestionsSection({ values, errors, change }: Pick<GameFormParts, 'values' | 'errors' | 'change'>) {
  if (values.questions.length) {
    return (
      <Suspense fallback={<p className="form-section">{t('gameform.loadingQuestions')}</p>}>
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
      <legend>{t('gameform.questions.legend')}</legend>
      <p className="field-hint">{t('gameform.questions.hint')}</p>
      <button type="button" className="btn btn-secondary" onClick={() => change({ questions: [newQuestion()] })}>
        {t('gameform.questions.add')}
      </button>
    </fieldset>
  );
}

import { useState } from 'react';
import type { Game } from '@shared/schemas/game';
import { Dialog } from '@web/components/Dialog';
import { SubmitButton, useForm } from '@web/components/form';
import { QuestionField } from '@web/components/join/JoinDialog';
import { errorsByField, initialAnswers, joinPayload, type AnswerState } from '@web/components/join/join-form';
import { toastRegularFailure } from '@web/components/regulars/regular-errors';
import { t } from '@web/components/regulars/texts';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { askToBeRegular, useRefreshRegular } from '@web/lib/regulars/regulars-api';

const loadValidation = () => import('@shared/schemas/join');
const NO_CONTACT = { name: '', email: '', phone: '', instagram: '' };

/** 'Join as a regular' for a series with questions: the same questions as a one-off join, asked once. */
export function RegularJoinDialog({ seriesId, game, onClose }: { seriesId: string; game: Game; onClose: () => void }) {
  const [answers, setAnswers] = useState<AnswerState>(() => initialAnswers(game.questions));
  const form = useForm();
  const refresh = useRefreshRegular();
  const questions = [...game.questions].sort((a, b) => a.order_index - b.order_index);

  const handleSubmit = form.submit(async () => {
    // Blank answers are left out and the rest trimmed, exactly as the join dialog sends them.
    const sent = joinPayload(game.id, NO_CONTACT, answers).answers ?? {};
    try {
      const { checkAnswers } = await loadValidation();
      const found = errorsByField(checkAnswers(game.questions, sent).errors);
      form.showErrors(found);
      if (Object.keys(found).length) return;
    } catch {
      // The rules could not load (offline?): the server checks the same.
    }
    try {
      await askToBeRegular(seriesId, sent);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.field)
        form.showErrors(errorsByField([{ field: error.field, message: error.message }]));
      else toastRegularFailure(error);
      refresh(seriesId);
      return;
    }
    refresh(seriesId);
    toast({ title: t('regulars.asked'), description: t('regulars.askedText'), variant: 'success' });
    onClose();
  });

  return (
    <Dialog title={t('regulars.dialog.title')} onClose={onClose} className="join-dialog">
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <p>{t('regulars.dialog.intro', { title: game.title })}</p>
        <fieldset className="form-section">
          <legend>{t('regulars.dialog.questions')}</legend>
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id]}
              error={form.errors[question.id]}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [question.id]: value }));
                form.clearErrors(question.id);
              }}
            />
          ))}
        </fieldset>
        <div className="dialog-footer">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('regulars.dialog.cancel')}
          </button>
          <SubmitButton busy={form.busy} busyLabel={t('regulars.dialog.sending')}>
            {t('regulars.dialog.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

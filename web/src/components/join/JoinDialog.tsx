import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GROUP_LINK_PARAMETER, groupLeaderOf } from '@shared/rules/playing-together';
import { PLAYING_TOGETHER_TEXT } from '@shared/texts/playing-together';
import { localMessage } from '@web/lib/i18n/local-message';
import { formatRupees, totalAmount } from '@shared/rules/game-rules';
import type { Game, GameQuestion } from '@shared/schemas/game';
import { apiRequest } from '@web/lib/api-client';
import { isString, pickShape } from '@web/lib/shape-check';
import { useAuth } from '@web/lib/auth/use-auth';
import { formatWhen } from '@web/lib/games/format';
import { myRequestsKey } from '@web/lib/requests/requests';
import { Dialog, SubmitFooter } from '../Dialog';
import { Field, TextField, useForm } from '../form';
import { toast } from '../toast/toast-store';
import { t } from '../games/texts';
import {
  errorsByField,
  initialAnswers,
  initialContact,
  joinFailure,
  joinPayload,
  signInPath,
  splitToast,
  toggleOption,
  type AnswerState,
  type ContactState,
} from './join-form';
import { JOIN_MESSAGES } from '@shared/texts/join';
import './join.css';

const loadValidation = () => import('@shared/schemas/join');
const parseJoinResult = (body: unknown) => pickShape(body, { joinRequestId: isString });

type ContactField = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'> & {
  name: keyof ContactState;
};
// Built when the dialog draws, so the labels are in the language spoken at that moment.
const contactFields = (): readonly ContactField[] => [
  { name: 'name', label: t('game.joinDialog.name'), autoComplete: 'name' },
  { name: 'email', label: t('game.joinDialog.email'), type: 'email', autoComplete: 'email' },
  { name: 'phone', label: t('game.joinDialog.phone'), type: 'tel', autoComplete: 'tel' },
  { name: 'instagram', label: t('game.joinDialog.instagram'), autoCapitalize: 'none' },
];

/** 'Confirm Join Request' (game page) or 'Join Event' (Discover): summary, contact, questions. */
export function JoinDialog({ game, title, onClose }: { game: Game; title: string; onClose: () => void }) {
  const { user, profile } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // zod and the shared rules start loading with the dialog; submit waits for them.
  const [validation] = useState(() => {
    const loading = loadValidation();
    loading.catch(() => undefined); // A failed load is handled on submit.
    return loading;
  });
  // Opened from a friend's group link (the game page's ?with=): this player joins their group.
  const [searchParams] = useSearchParams();
  const groupCode = groupLeaderOf(searchParams.get(GROUP_LINK_PARAMETER))
    ? searchParams.get(GROUP_LINK_PARAMETER)
    : null;
  const [contact, setContact] = useState<ContactState>(() => initialContact(profile, user));
  const [answers, setAnswers] = useState<AnswerState>(() => initialAnswers(game.questions));
  const form = useForm();
  const { errors } = form;
  const questions = [...game.questions].sort((a, b) => a.order_index - b.order_index);
  const { fee, total } = totalAmount(game);

  const setField = (field: keyof ContactState, value: string) => {
    setContact((current) => ({ ...current, [field]: value }));
    form.clearErrors(field);
  };
  const setAnswer = (id: string, value: string | string[]) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    form.clearErrors(id);
  };

  const handleSubmit = form.submit(async () => {
    const payload = { ...joinPayload(game.id, contact, answers), ...(groupCode ? { group_code: groupCode } : {}) };
    let found: Record<string, string>;
    try {
      const { validateJoin } = await validation;
      found = errorsByField(validateJoin(game.questions, payload));
    } catch {
      found = {}; // The rules could not load (offline?): the server checks the same.
    }
    form.showErrors(found, { title: JOIN_MESSAGES.validationTitle, description: JOIN_MESSAGES.validationDescription });
    if (Object.keys(found).length) return;
    try {
      await apiRequest(`/api/games/${encodeURIComponent(game.id)}/join`, {
        method: 'POST',
        body: payload,
        parse: parseJoinResult,
      });
    } catch (error) {
      const failure = joinFailure(error);
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
      if (failure.kind === 'signed-out') {
        toast({
          title: JOIN_MESSAGES.authRequiredTitle,
          description: JOIN_MESSAGES.authRequiredDescription,
          variant: 'destructive',
        });
        navigate(signInPath(game.id));
      } else if (failure.kind === 'already-sent') {
        toast(splitToast(JOIN_MESSAGES.requestAlreadySent));
        onClose();
      } else if (failure.kind === 'already-joined') {
        toast(splitToast(JOIN_MESSAGES.openingRequests));
        navigate('/my-requests');
      } else if (failure.kind === 'invalid') {
        form.showErrors(errorsByField([failure]), { title: t('game.joinDialog.error'), description: failure.message });
      } else {
        toast({ title: t('game.joinDialog.error'), description: failure.message, variant: 'destructive' });
      }
      return;
    }
    await queryClient.invalidateQueries({ queryKey: myRequestsKey });
    toast({
      title: t('game.joinDialog.sent'),
      description: t('game.joinButton.pendingHint'),
      variant: 'success',
    });
    navigate('/my-requests');
  });

  return (
    <Dialog title={title} onClose={onClose} className="join-dialog">
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <section className="join-summary" aria-label={t('game.joinDialog.summary')}>
          <p className="join-summary-title">{game.title}</p>
          <dl>
            <dt>{t('game.joinDialog.date')}</dt>
            <dd>
              <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
            </dd>
            <dt>{t('game.joinDialog.location')}</dt>
            <dd>{game.location}</dd>
            <dt>{t('game.joinDialog.total')}</dt>
            <dd className="join-total">
              {total > 0 ? formatRupees(total) : t('game.join.free')}
              {fee > 0 ? (
                <span className="muted">
                  {' '}
                  {t('game.joinDialog.fee', { price: formatRupees(game.price), fee: formatRupees(fee) })}
                </span>
              ) : null}
            </dd>
          </dl>
          {total > 0 ? (
            <p className="muted join-pay-later">{t('game.joinDialog.payLater', { total: formatRupees(total) })}</p>
          ) : null}
        </section>
        {groupCode ? (
          <p className="muted join-group-note">{localMessage(PLAYING_TOGETHER_TEXT.joiningWithFriend)}</p>
        ) : null}

        <fieldset className="form-section">
          <legend>{t('game.joinDialog.contact')}</legend>
          {contactFields().map(({ name, ...field }) => (
            <TextField
              key={name}
              {...field}
              name={name}
              value={contact[name]}
              error={errors[name]}
              // An Instagram handle is kept without its @.
              onChange={(e) => setField(name, name === 'instagram' ? e.target.value.replace(/@/g, '') : e.target.value)}
            />
          ))}
        </fieldset>

        {questions.length ? (
          <fieldset className="form-section">
            <legend>{t('game.joinDialog.questions')}</legend>
            {questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                value={answers[question.id]}
                error={errors[question.id]}
                onChange={(value) => setAnswer(question.id, value)}
              />
            ))}
          </fieldset>
        ) : null}

        <SubmitFooter onCancel={onClose} busy={form.busy} busyLabel={t('game.joinDialog.submitting')}>
          {t('game.joinDialog.submit')}
        </SubmitFooter>
      </form>
    </Dialog>
  );
}

export function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: GameQuestion;
  value: string | string[] | undefined;
  error?: string;
  onChange: (value: string | string[]) => void;
}) {
  const id = useId();
  const label = (
    <>
      {question.question_text}
      {question.is_required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  const errorLine = error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;

  if (question.question_type === 'text' || question.question_type === 'number') {
    return (
      <Field label={label} error={error}>
        <input
          // Numbers are typed as text with a number keypad, so what was typed is what gets checked.
          inputMode={question.question_type === 'number' ? 'decimal' : undefined}
          value={typeof value === 'string' ? value : ''}
          aria-required={question.is_required || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
    );
  }

  if (question.question_type === 'radio' && question.options.length === 0) {
    return (
      <div className="field">
        <p className="join-question-label">{label}</p>
        <p className="field-error" role="note">
          {localMessage(JOIN_MESSAGES.noRadioOptions)}
        </p>
      </div>
    );
  }

  const picked = Array.isArray(value) ? value : [];
  const multiple = question.question_type === 'checkbox';
  return (
    // A single choice is a radiogroup, the role that may carry aria-required (on a plain fieldset axe calls it critical).
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-required is only set when the fieldset takes the radiogroup role, which supports it.
    <fieldset
      className="join-choices"
      role={multiple ? undefined : 'radiogroup'}
      aria-required={!multiple && question.is_required ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      {question.options.map((option, index) => (
        <label key={option} className="check">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={id}
            value={option}
            checked={multiple ? picked.includes(option) : value === option}
            aria-invalid={error && index === 0 ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onChange(multiple ? toggleOption(question, picked, option, e.target.checked) : option)}
          />
          {option}
        </label>
      ))}
      {errorLine}
    </fieldset>
  );
}

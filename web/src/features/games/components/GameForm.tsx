import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import type { GameInput } from '@shared/schemas/game';
import { EditorActions, type EditorActionTexts } from '@web/components/EditorActions';
import { Field, LazyCheckedForm, useForm, type BoundText, type ControlElement } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { t } from '../game-form-texts';
import { toGameInput, type FieldError, type GameFormValues, type TextFieldName } from '../game-form';
import { CoverImageField } from './CoverImageField';
import type { GameFormParts } from './game-form/form-parts';
import { GameBasicsSection } from './game-form/GameBasicsSection';
import { PlayersPriceSection } from './game-form/PlayersPriceSection';
import { QuestionsSection } from './game-form/QuestionsSection';
import { WhereWhenSection } from './game-form/WhereWhenSection';

// Loaded on use, not with the form's first paint (the first-load budget): zod and the shared schema
// when the host starts filling the form; the sections load the questions editor when there are
// questions and the geolocation helper on 'Use my current location'.
const loadValidation = () => import('../validate-game');
// Payment details only matter for a paid game.
const PaymentFields = lazy(() => import('./PaymentFields').then((module) => ({ default: module.PaymentFields })));

interface GameFormProps {
  initial: GameFormValues;
  actions: EditorActionTexts;
  /** Sends the game; resolves to a field error to show inline, or null when done. */
  onSave: (input: GameInput) => Promise<FieldError | null>;
  /** A section the screen adds before the buttons (a repeating game's rule or the edit's scope). */
  extraSection?: (gameDate: string) => ReactNode;
}

export function GameForm({ initial, actions, onSave, extraSection }: GameFormProps) {
  const [values, setValues] = useState(initial);
  const [coverBusy, setCoverBusy] = useState(false);
  const form = useForm();
  const { errors } = form;

  const change = (next: Partial<GameFormValues>, clears: string[] = Object.keys(next)) => {
    setValues((current) => ({ ...current, ...next }));
    form.clearErrors(...clears);
  };
  const update = (apply: (current: GameFormValues) => GameFormValues, clears: string[]) => {
    setValues(apply);
    form.clearErrors(...clears);
  };
  const bind = (name: TextFieldName): BoundText => ({
    name,
    value: values[name],
    onChange: (event) => change({ [name]: event.target.value }),
  });
  const field = (name: TextFieldName, label: string, control: ControlElement, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]}>
      {control}
    </Field>
  );
  const parts: GameFormParts = { values, errors, bind, change, update, field };

  const save = form.submit(async () => {
    try {
      const { validateGame, withLinkCoordinates } = await loadValidation();
      const input = withLinkCoordinates(toGameInput(values));
      const result = validateGame(input);
      if (!result.ok) {
        form.showErrors(result.errors, { title: t('gameform.validationTitle'), description: result.first.message });
        return;
      }
      const failure = await onSave(input);
      if (failure?.field) form.showErrors({ [failure.field]: failure.message });
    } catch {
      toast({ title: t('gameform.errorTitle'), description: t('gameform.somethingWrong'), variant: 'destructive' });
    }
  });
  // Saving waits for a cover upload in flight (its button says so).
  const handleSubmit = (event: FormEvent) => (coverBusy ? event.preventDefault() : save(event));

  return (
    <LazyCheckedForm form={form} className="form game-form" onSubmit={handleSubmit} loadChecks={loadValidation}>
      <GameBasicsSection {...parts} />
      <WhereWhenSection {...parts} />
      <PlayersPriceSection {...parts} />

      {Number(values.price) > 0 ? (
        <Suspense fallback={<p className="form-section">{t('gameform.loadingPayment')}</p>}>
          <PaymentFields values={values} errors={errors} bind={bind} />
        </Suspense>
      ) : null}

      <fieldset className="form-section">
        <legend>{t('gameform.cover.legend')}</legend>
        <CoverImageField
          value={values.cover_image}
          error={errors.cover_image}
          onChange={(path) => change({ cover_image: path })}
          onBusyChange={setCoverBusy}
        />
      </fieldset>

      <QuestionsSection values={values} errors={errors} change={change} />

      {extraSection?.(values.game_date)}

      <EditorActions actions={actions} busy={form.busy} uploadNote={coverBusy ? t('gameform.uploadingNote') : null} />
    </LazyCheckedForm>
  );
}

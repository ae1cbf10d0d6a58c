import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SKILL_LEVELS, SPORTS } from '@shared/constants';
import { CANCELLATION_POLICIES } from '@shared/rules/game-rules';
import { GAME_DURATION, todayInIndia } from '@shared/rules/game-time';
import type { GameInput } from '@shared/schemas/game';
import { Field, SubmitButton, useForm, type BoundText, type ControlElement } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { skillLabel, sportLabel } from '@web/lib/games/labels';
import {
  newQuestion,
  toGameInput,
  withCurrentLocation,
  withMapsLink,
  type FieldError,
  type GameFormValues,
  type TextFieldName,
} from '../game-form';
import { CoverImageField } from './CoverImageField';

// Loaded on use, not with the form's first paint (the first-load budget): zod and the shared schema
// when the host starts filling the form, the questions editor when there are questions, the
// geolocation helper on 'Use my current location'.
const loadValidation = () => import('../validate-game');
// Payment details only matter for a paid game.
const PaymentFields = lazy(() => import('./PaymentFields').then((module) => ({ default: module.PaymentFields })));
// The host's communities are read only here, in the field's own chunk, after the first paint.
const CommunityField = lazy(() => import('./CommunityField'));
const QuestionsEditor = lazy(() => import('./QuestionsEditor').then((module) => ({ default: module.QuestionsEditor })));

interface GameFormProps {
  initial: GameFormValues;
  submitLabel: string;
  busyLabel: string;
  backTo: string;
  /** Sends the game; resolves to a field error to show inline, or null when done. */
  onSave: (input: GameInput) => Promise<FieldError | null>;
}

export function GameForm({ initial, submitLabel, busyLabel, backTo, onSave }: GameFormProps) {
  const [values, setValues] = useState(initial);
  const [coverBusy, setCoverBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  const form = useForm();
  const { errors } = form;

  const change = (next: Partial<GameFormValues>, clears: string[] = Object.keys(next)) => {
    setValues((current) => ({ ...current, ...next }));
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

  const useMyLocation = async () => {
    setLocating(true);
    const { currentPosition, LOCATION_IN_USE, LOCATION_UNAVAILABLE, LocationError } = await import(
      '@web/lib/geolocation'
    );
    try {
      const point = await currentPosition();
      setValues((current) => withCurrentLocation(current, point));
      form.clearErrors('maps_link');
      toast({ title: LOCATION_IN_USE, variant: 'success' });
    } catch (error) {
      const message = error instanceof Error ? error.message : LOCATION_UNAVAILABLE;
      const unsupported = error instanceof LocationError && error.unsupported;
      toast({
        title: unsupported ? message : LOCATION_UNAVAILABLE,
        description: unsupported ? undefined : message,
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  };

  const save = form.submit(async () => {
    try {
      const { validateGame, withLinkCoordinates } = await loadValidation();
      const input = withLinkCoordinates(toGameInput(values));
      const result = validateGame(input);
      if (!result.ok) {
        form.showErrors(result.errors, { title: 'Validation Error', description: result.first.message });
        return;
      }
      const failure = await onSave(input);
      if (failure?.field) form.showErrors({ [failure.field]: failure.message });
    } catch {
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  });
  // Saving waits for a cover upload in flight (its button says so).
  const handleSubmit = (event: FormEvent) => (coverBusy ? event.preventDefault() : save(event));

  return (
    <form
      ref={form.formRef}
      className="form game-form"
      noValidate
      onSubmit={handleSubmit}
      onFocusCapture={() => void loadValidation()}
    >
      <fieldset className="form-section">
        <legend>The game</legend>
        {field('title', 'Game title', <input {...bind('title')} maxLength={120} autoComplete="off" />)}
        {field(
          'sport',
          'Sport',
          <select {...bind('sport')}>
            <option value="">Choose a sport</option>
            {SPORTS.map((sport) => (
              <option key={sport} value={sport}>
                {sportLabel(sport)}
              </option>
            ))}
          </select>,
        )}
        {values.sport === 'other'
          ? field('custom_sport', 'Custom sport name', <input {...bind('custom_sport')} maxLength={60} />)
          : null}
        {field(
          'description',
          'Description (optional)',
          <textarea {...bind('description')} rows={4} maxLength={2000} />,
        )}
        <Suspense fallback={null}>
          <CommunityField
            value={values.community_id}
            error={errors.community_id}
            onChange={(community_id) => change({ community_id })}
          />
        </Suspense>
        {field(
          'skill_level',
          'Skill level',
          <select {...bind('skill_level')}>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {skillLabel(level)}
              </option>
            ))}
          </select>,
        )}
      </fieldset>

      <fieldset className="form-section">
        <legend>Where and when</legend>
        {field(
          'location',
          'Location',
          <input {...bind('location')} maxLength={200} placeholder="e.g. Koramangala Indoor Stadium, Bengaluru" />,
        )}
        {field(
          'maps_link',
          'Google Maps link',
          <input
            {...bind('maps_link')}
            onChange={(event) => {
              setValues((current) => withMapsLink(current, event.target.value));
              form.clearErrors('maps_link');
            }}
            inputMode="url"
            autoComplete="off"
            maxLength={2000}
          />,
          'Paste a Google Maps link, or type coordinates like 12.9716,77.5946',
        )}
        <div className="location-row">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => void useMyLocation()}
            disabled={locating}
          >
            {locating ? 'Getting location...' : 'Use my current location'}
          </button>
          {values.latitude !== null && values.longitude !== null ? (
            <p className="field-hint" aria-live="polite">
              Map position {values.coordinates_from === 'device' ? 'from your device' : 'saved'}:{' '}
              {values.latitude.toFixed(5)}, {values.longitude.toFixed(5)}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => change({ latitude: null, longitude: null, coordinates_from: null })}
              >
                Remove
              </button>
            </p>
          ) : (
            <p className="field-hint">
              A link with coordinates, or your current location, lets players see how far the game is.
            </p>
          )}
        </div>
        <div className="grid-2 form-pair">
          {field('game_date', 'Date', <input {...bind('game_date')} type="date" min={todayInIndia()} />)}
          {field('game_time', 'Time (IST)', <input {...bind('game_time')} type="time" />)}
        </div>
        {field(
          'duration_minutes',
          'Duration (minutes)',
          <input
            {...bind('duration_minutes')}
            type="number"
            inputMode="numeric"
            min={GAME_DURATION.min}
            max={GAME_DURATION.max}
            step={1}
          />,
          'How long the game lasts: it shows as ongoing from the start and as over after this.',
        )}
      </fieldset>

      <fieldset className="form-section">
        <legend>Players and price</legend>
        <div className="grid-2 form-pair">
          {field(
            'max_players',
            'Maximum players',
            <input {...bind('max_players')} type="number" inputMode="numeric" min={2} step={1} />,
          )}
          {field(
            'price',
            'Entry fee per player (₹, 0 = free)',
            <input {...bind('price')} type="number" inputMode="decimal" min={0} step={0.01} />,
          )}
        </div>
        {field(
          'cancellation_policy',
          'Cancellation policy',
          <select {...bind('cancellation_policy')}>
            {Object.entries(CANCELLATION_POLICIES).map(([policy, rule]) => (
              <option key={policy} value={policy}>
                {`${policy[0]!.toUpperCase()}${policy.slice(1)}: ${rule}`}
              </option>
            ))}
          </select>,
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={values.equipment_provided}
            onChange={(event) => change({ equipment_provided: event.target.checked })}
          />
          Equipment provided by the host
        </label>
      </fieldset>

      {Number(values.price) > 0 ? (
        <Suspense fallback={<p className="form-section">Loading payment options...</p>}>
          <PaymentFields values={values} errors={errors} bind={bind} />
        </Suspense>
      ) : null}

      <fieldset className="form-section">
        <legend>Cover image</legend>
        <CoverImageField
          value={values.cover_image}
          error={errors.cover_image}
          onChange={(path) => change({ cover_image: path })}
          onBusyChange={setCoverBusy}
        />
      </fieldset>

      {values.questions.length ? (
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
      ) : (
        <fieldset className="form-section">
          <legend>Questions for players (optional)</legend>
          <p className="field-hint">Players answer these when they ask to join.</p>
          <button type="button" className="btn btn-secondary" onClick={() => change({ questions: [newQuestion()] })}>
            Add question
          </button>
        </fieldset>
      )}

      <div className="form-actions">
        <Link to={backTo} className="btn btn-secondary">
          Cancel
        </Link>
        <SubmitButton busy={form.busy} busyLabel={busyLabel} disabled={coverBusy}>
          {submitLabel}
        </SubmitButton>
      </div>
      {coverBusy ? (
        <p className="field-hint" role="status">
          Saving is possible once the cover image has finished uploading.
        </p>
      ) : null}
    </form>
  );
}

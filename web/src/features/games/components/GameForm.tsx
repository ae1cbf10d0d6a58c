import { lazy, Suspense, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SKILL_LEVELS, SPORTS } from '../../../../../shared/constants';
import { CANCELLATION_POLICIES, type CancellationPolicy } from '../../../../../shared/rules/game-rules';
import { todayInIndia } from '../../../../../shared/rules/game-time';
import type { GameInput } from '../../../../../shared/schemas/game';
import { toast } from '../../../components/toast/toast-store';
import { skillLabel, sportLabel } from '../../../lib/games/labels';
import { newQuestion, toGameInput, withCurrentLocation, withMapsLink, type GameFormValues } from '../game-form';
import type { GameFormErrors } from '../validate-game';
import { CoverImageField } from './CoverImageField';

// Loaded on use, not with the form's first paint (design §7 budget): zod and the shared schema
// when the host starts filling the form, the questions editor when there are questions, the
// geolocation helper on 'Use my current location'.
const loadValidation = () => import('../validate-game');
// Payment details only matter for a paid game.
const PaymentFields = lazy(() => import('./PaymentFields').then((module) => ({ default: module.PaymentFields })));
const QuestionsEditor = lazy(() => import('./QuestionsEditor').then((module) => ({ default: module.QuestionsEditor })));

export interface FieldError {
  field?: string;
  message: string;
}

interface GameFormProps {
  initial: GameFormValues;
  submitLabel: string;
  busyLabel: string;
  backTo: string;
  /** Sends the game; resolves to a field error to show inline, or null when done. */
  onSave: (input: GameInput) => Promise<FieldError | null>;
}

const HINTED = new Set<string>(['maps_link']);

export type TextProps = (name: keyof GameFormValues) => {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};
export type FieldRenderer = (name: string, label: string, control: ReactNode, hint?: string) => ReactNode;

export function GameForm({ initial, submitLabel, busyLabel, backTo, onSave }: GameFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GameFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const change = (next: Partial<GameFormValues>, clears: string[] = Object.keys(next)) => {
    setValues((current) => ({ ...current, ...next }));
    if (clears.some((key) => errors[key])) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clears.includes(key))));
  };
  const text: TextProps = (name) => ({
    id: `${id}-${name}`,
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id}-${name}-error` : '', HINTED.has(name) ? `${id}-${name}-hint` : ''].join(' ').trim() || undefined,
  });
  const field: FieldRenderer = (name, label, control, hint) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {hint ? (
        <p id={`${id}-${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {control}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const useMyLocation = async () => {
    setLocating(true);
    const { currentPosition, LOCATION_IN_USE, LOCATION_UNAVAILABLE, LocationError } = await import('../../../lib/geolocation');
    try {
      const point = await currentPosition();
      setValues((current) => withCurrentLocation(current, point));
      setErrors(({ maps_link: _cleared, ...rest }) => rest);
      toast({ title: LOCATION_IN_USE, variant: 'success' });
    } catch (error) {
      const message = error instanceof Error ? error.message : LOCATION_UNAVAILABLE;
      const unsupported = error instanceof LocationError && error.unsupported;
      toast({ title: unsupported ? message : LOCATION_UNAVAILABLE, description: unsupported ? undefined : message, variant: 'destructive' });
    } finally {
      setLocating(false);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || coverBusy) return;
    setSaving(true);
    try {
      const { validateGame, withLinkCoordinates } = await loadValidation();
      const input = withLinkCoordinates(toGameInput(values));
      const result = validateGame(input);
      if (!result.ok) {
        setErrors(result.errors);
        toast({ title: 'Validation Error', description: result.first.message, variant: 'destructive' });
        focusFirstError();
        return;
      }
      const failure = await onSave(input);
      if (failure?.field) {
        setErrors({ [failure.field]: failure.message });
        focusFirstError();
      }
    } catch {
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className="form game-form" noValidate onSubmit={(event) => void handleSubmit(event)} onFocusCapture={() => void loadValidation()}>
      <fieldset className="form-section">
        <legend>The game</legend>
        {field('title', 'Game title', <input {...text('title')} maxLength={120} autoComplete="off" />)}
        {field(
          'sport',
          'Sport',
          <select {...text('sport')}>
            <option value="">Choose a sport</option>
            {SPORTS.map((sport) => (
              <option key={sport} value={sport}>
                {sportLabel(sport)}
              </option>
            ))}
          </select>,
        )}
        {values.sport === 'other' ? field('custom_sport', 'Custom sport name', <input {...text('custom_sport')} maxLength={60} />) : null}
        {field('description', 'Description (optional)', <textarea {...text('description')} rows={4} maxLength={2000} />)}
        {field(
          'skill_level',
          'Skill level',
          <select {...text('skill_level')}>
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
        {field('location', 'Location', <input {...text('location')} maxLength={200} placeholder="e.g. Koramangala Indoor Stadium, Bengaluru" />)}
        {field(
          'maps_link',
          'Google Maps link',
          <input
            {...text('maps_link')}
            onChange={(event) => {
              setValues((current) => withMapsLink(current, event.target.value));
              if (errors.maps_link) setErrors(({ maps_link: _cleared, ...rest }) => rest);
            }}
            inputMode="url"
            autoComplete="off"
            maxLength={2000}
          />,
          'Paste a Google Maps link, or type coordinates like 12.9716,77.5946',
        )}
        <div className="location-row">
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void useMyLocation()} disabled={locating}>
            {locating ? 'Getting location...' : 'Use my current location'}
          </button>
          {values.latitude !== null && values.longitude !== null ? (
            <p className="field-hint" aria-live="polite">
              Map position {values.coordinates_from === 'device' ? 'from your device' : 'saved'}: {values.latitude.toFixed(5)}, {values.longitude.toFixed(5)}{' '}
              <button type="button" className="link-button" onClick={() => change({ latitude: null, longitude: null, coordinates_from: null })}>
                Remove
              </button>
            </p>
          ) : (
            <p className="field-hint">A link with coordinates, or your current location, lets players see how far the game is.</p>
          )}
        </div>
        <div className="grid-2 form-pair">
          {field('game_date', 'Date', <input {...text('game_date')} type="date" min={todayInIndia()} />)}
          {field('game_time', 'Time (IST)', <input {...text('game_time')} type="time" />)}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Players and price</legend>
        <div className="grid-2 form-pair">
          {field('max_players', 'Maximum players', <input {...text('max_players')} type="number" inputMode="numeric" min={2} step={1} />)}
          {field('price', 'Entry fee per player (₹, 0 = free)', <input {...text('price')} type="number" inputMode="decimal" min={0} step={0.01} />)}
        </div>
        {field(
          'cancellation_policy',
          'Cancellation policy',
          <select {...text('cancellation_policy')} onChange={(event) => change({ cancellation_policy: event.target.value as CancellationPolicy })}>
            {Object.entries(CANCELLATION_POLICIES).map(([policy, rule]) => (
              <option key={policy} value={policy}>
                {`${policy[0]!.toUpperCase()}${policy.slice(1)}: ${rule}`}
              </option>
            ))}
          </select>,
        )}
        <label className="check">
          <input type="checkbox" checked={values.equipment_provided} onChange={(event) => change({ equipment_provided: event.target.checked })} />
          Equipment provided by the host
        </label>
      </fieldset>

      {Number(values.price) > 0 ? (
        <Suspense fallback={<p className="form-section">Loading payment options...</p>}>
          <PaymentFields values={values} field={field} text={text} />
        </Suspense>
      ) : null}

      <fieldset className="form-section">
        <legend>Cover image</legend>
        <CoverImageField value={values.cover_image} error={errors.cover_image} onChange={(path) => change({ cover_image: path })} onBusyChange={setCoverBusy} />
      </fieldset>

      {values.questions.length ? (
        <Suspense fallback={<p className="form-section">Loading questions...</p>}>
          <QuestionsEditor questions={values.questions} errors={errors} onChange={(questions) => change({ questions }, Object.keys(errors).filter((key) => key.startsWith('questions')))} />
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
        <button type="submit" className="btn btn-primary" disabled={saving || coverBusy}>
          {saving ? busyLabel : submitLabel}
        </button>
      </div>
      {coverBusy ? (
        <p className="field-hint" role="status">
          Saving is possible once the cover image has finished uploading.
        </p>
      ) : null}
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { DEFAULT_ROLE, isRole, type Role } from '../../../../../shared/constants';
import { stripAt } from '../../../../../shared/validation';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast/toast-store';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-request-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FAILURES, FALLBACKS, ROLE_LABELS, TOASTS } from '../auth-texts';
import { loadCompleteProfile, loadSchemas, preload } from '../lazy-modules';
import { RoleChoice } from './RoleChoice';
import { type FieldErrors, useFormErrors } from '../hooks/auth-form-hooks';

const ROLE_OPTIONS = [
  { value: 'player' as const, label: 'Player', hint: ROLE_LABELS.player },
  { value: 'host' as const, label: 'Host', hint: ROLE_LABELS.host },
];

// The API names the stored column instagram_handle in some answers; both mean the same input.
const FIELD_OF: Record<string, string> = { name: 'name', phone: 'phone', instagram: 'instagram', instagram_handle: 'instagram', role: 'role' };

/** Field errors from PUT /api/me (it validates with the same rules), or null when none names a field. */
function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const errors: FieldErrors = {};
  for (const detail of error.errors) {
    const field = FIELD_OF[detail.field];
    if (field) errors[field] ??= detail.message;
  }
  const field = error.field ? FIELD_OF[error.field] : undefined;
  if (field) errors[field] ??= error.message;
  return Object.keys(errors).length ? errors : null;
}

/**
 * Spec §2 profile completion, for a signed-in user without a finished profile (a new phone or
 * social identity, or an account whose setup never finished). Prefilled from what is known.
 */
export function CompleteProfile() {
  useDocumentTitle('Complete Your Profile');
  const { user, profile, setProfile, refreshProfile, signOut } = useAuth();
  const [values, setValues] = useState(() => ({
    name: profile?.name || user?.name || '',
    phone: profile?.phone || user?.phone || '',
    instagram: profile?.instagram_handle || '',
  }));
  const [role, setRole] = useState<Role>(() => profile?.role ?? (isRole(user?.role) ? user.role : DEFAULT_ROLE));
  const [pending, setPending] = useState(false);
  const { formRef, errors, show, clear } = useFormErrors();

  const set = (name: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clear(name);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      let modules;
      try {
        modules = await Promise.all([loadSchemas(), loadCompleteProfile()]);
      } catch {
        toast({ title: FAILURES.setup, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
        return;
      }
      const [{ validate }, api] = modules;
      const checked = validate('completeProfile', { ...values, role });
      if ('errors' in checked) {
        show(checked.errors);
        return;
      }
      show({});
      const { name, phone, instagram } = checked.values;
      let saved;
      try {
        saved = await api.completeProfile({ name, phone: phone ?? null, instagram: instagram ?? null, role: checked.values.role });
      } catch (error) {
        console.warn('Profile setup failed', error);
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) show(fieldErrors);
        toast({ title: FAILURES.setup, description: fieldErrors ? Object.values(fieldErrors)[0] : FALLBACKS.setup, variant: 'destructive' });
        return;
      }
      toast({ ...TOASTS.profileComplete, variant: 'success' });
      // The saved profile says setup is done: the auth screen moves on to home (or ?next=).
      setProfile(saved);
      void refreshProfile();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Complete Your Profile</h1>
      <p className="lead">A few details so hosts and players know who you are.</p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={() => preload(loadSchemas, loadCompleteProfile)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField
          label="Display name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={errors.phone}
        />
        <TextField
          label="Instagram handle (optional)"
          name="instagram"
          autoComplete="off"
          autoCapitalize="none"
          hint="Without the @"
          value={values.instagram}
          // Spec §2: any @ is removed as the handle is typed.
          onChange={(event) => set('instagram', stripAt(event.target.value))}
          error={errors.instagram}
        />
        <RoleChoice legend="I want to" value={role} onChange={setRole} options={ROLE_OPTIONS} />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Saving...' : 'Complete Setup'}
        </button>
      </form>
      <p className="auth-links">
        {user?.email ? <span className="muted">Signed in as {user.email}. </span> : null}
        <button type="button" className="link-button" onClick={() => void signOut().catch(() => undefined)}>
          Not you? Sign out
        </button>
      </p>
    </section>
  );
}

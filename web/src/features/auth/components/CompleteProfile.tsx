import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ROLE, isRole, type Role } from '@shared/constants';
import type { Profile } from '@shared/schemas/profile';
import { useFields, type FieldErrors } from '@web/components/form';
import { ProfileFields } from '@web/components/ProfileFields';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError, fieldMessages } from '@web/lib/api-request-error';
import { useAuth } from '@web/lib/auth/use-auth';
import { localMessage } from '@web/lib/i18n/local-message';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FAILURES, FALLBACKS, ROLE_LABELS, TOASTS } from '../auth-texts';
import { loadCompleteProfile, loadOrToast, loadSchemas } from '../lazy-modules';
import { AuthForm, useAuthForm } from './AuthForm';
import { useNewAccountNext } from '../hooks/auth-form-hooks';
import { RoleChoice } from './RoleChoice';
import { t } from '../texts';

// Read as the form renders, in the language spoken then.
const roleOptions = () => [
  { value: 'player' as const, label: t('auth.complete.player'), hint: localMessage(ROLE_LABELS.player) },
  { value: 'host' as const, label: t('auth.complete.host'), hint: localMessage(ROLE_LABELS.host) },
];

// The API names the stored column instagram_handle in some answers; both mean the same input.
const FIELD_OF: Record<string, string> = {
  name: 'name',
  phone: 'phone',
  instagram: 'instagram',
  instagram_handle: 'instagram',
  role: 'role',
};

/** Field errors from PUT /api/me (it validates with the same rules), or null when none names a field. */
function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const errors: FieldErrors = fieldMessages(error, FIELD_OF);
  return Object.keys(errors).length ? errors : null;
}

/**
 * Profile completion, for a signed-in user without a finished profile (a new phone or
 * social identity, or an account whose setup never finished). Prefilled from what is known.
 */
export function CompleteProfile() {
  useDocumentTitle(t('auth.complete.title'));
  const { user, profile, setProfile, refreshProfile, signOut } = useAuth();
  const form = useAuthForm(loadSchemas, loadCompleteProfile);
  const { values, bind } = useFields(
    () => ({
      name: profile?.name || user?.name || '',
      phone: profile?.phone || user?.phone || '',
      instagram: profile?.instagram_handle || '',
    }),
    form,
  );
  const [role, setRole] = useState<Role>(() => profile?.role ?? (isRole(user?.role) ? user.role : DEFAULT_ROLE));

  const navigate = useNavigate();
  const afterSetup = useNewAccountNext();

  const handleSubmit = form.submit(async () => {
    const modules = await loadOrToast(FAILURES.setup, loadSchemas, loadCompleteProfile);
    if (!modules) return;
    const [{ schemas }, api] = modules;
    const checked = form.validate(schemas.completeProfile, { ...values, role });
    if (!checked) return;
    const { name, phone, instagram } = checked;
    let saved: Profile;
    try {
      saved = await api.completeProfile({
        name,
        phone: phone ?? null,
        instagram: instagram ?? null,
        role: checked.role,
      });
    } catch (error) {
      console.warn('Profile setup failed', error);
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) form.showErrors(fieldErrors);
      toast({
        title: FAILURES.setup,
        description: fieldErrors ? Object.values(fieldErrors)[0] : FALLBACKS.setup,
        variant: 'destructive',
      });
      return;
    }
    toast({ ...TOASTS.profileComplete, variant: 'success' });
    // The saved profile says setup is done: the auth screen moves on, through the welcome (sports,
    // level, city) to home or the ?next= page.
    navigate({ search: `?next=${encodeURIComponent(afterSetup)}` }, { replace: true });
    setProfile(saved);
    void refreshProfile();
  });

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.complete.title')}</h1>
      <p className="lead">{t('auth.complete.lead')}</p>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.complete.submit')}
        busyLabel={t('auth.complete.saving')}
      >
        <ProfileFields bind={bind} />
        <RoleChoice legend={t('auth.complete.roleLegend')} value={role} onChange={setRole} options={roleOptions()} />
      </AuthForm>
      <p className="auth-links">
        {user?.email ? <span className="muted">{t('auth.complete.signedInAs', { email: user.email })} </span> : null}
        <button type="button" className="link-button" onClick={() => void signOut().catch(() => undefined)}>
          {t('auth.complete.notYou')}
        </button>
      </p>
    </section>
  );
}

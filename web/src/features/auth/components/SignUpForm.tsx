import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BRAND, DEFAULT_ROLE, type Role } from '@shared/constants';
import { BusyButton, TextField, useBusy, useFields } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { localMessage } from '@web/lib/i18n/local-message';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FAILURES, ROLE_LABELS, TOASTS } from '../auth-texts';
import { loadOrToast, loadSchemas, loadSignIn, loadSignUp } from '../lazy-modules';
import { takeConfirmationsFor } from '../sign-up-handoff';
import { richText, t } from '../texts';
import { AuthForm, useAuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { NewPasswordFields } from './NewPasswordFields';
import { RoleChoice } from './RoleChoice';
import { StepHeading } from './StepHeading';
import { SocialButtons } from './SocialButtons';
import { useAuthHref, useCompleteSignIn, useNewAccountNext } from '../hooks/auth-form-hooks';

// Read as the form renders, in the language spoken then.
const roleOptions = () => [
  { value: 'player' as const, label: localMessage(ROLE_LABELS.player) },
  { value: 'host' as const, label: localMessage(ROLE_LABELS.host) },
];

/** Sign-up: name, e-mail, password twice, role; then 'Check your email' for the confirmation link. */
export function SignUpForm() {
  useDocumentTitle(t('auth.signUp.title'));
  const href = useAuthHref();
  const form = useAuthForm(loadSchemas, loadSignUp);
  const { values, bind } = useFields({ name: '', email: '', password: '', confirmPassword: '' }, form);
  const [role, setRole] = useState<Role>(DEFAULT_ROLE);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const afterSignUp = useNewAccountNext();

  const handleSubmit = form.submit(async () => {
    try {
      const modules = await loadOrToast(FAILURES.signUp, loadSchemas, loadSignUp);
      if (!modules) return;
      const [{ schemas, confirmationError }, api] = modules;
      const checked = form.validate(
        schemas.signUp,
        { name: values.name, email: values.email, password: values.password, role },
        { extra: { confirmPassword: confirmationError(values.password, values.confirmPassword) } },
      );
      if (!checked) return;
      let next: 'confirm' | 'done';
      try {
        next = await api.createAccount({ ...checked, next: afterSignUp });
      } catch (error) {
        console.warn('Sign up failed', error);
        const message = api.signUpErrorMessage(error);
        toast({ title: FAILURES.signUp, description: message, variant: 'destructive' });
        const name = error instanceof Error ? error.name : '';
        if (name === 'InvalidPasswordException') form.showErrors({ password: message });
        else if (name === 'UsernameExistsException') form.showErrors({ email: message });
        return;
      }
      if (next === 'confirm') {
        toast({ ...TOASTS.checkEmail, variant: 'success' });
        setSentTo(checked.email);
        return;
      }
      // The pool confirmed the account at once: sign straight in, and the auth screen then opens
      // the welcome (which goes on to the page the player came for).
      navigate({ search: `?next=${encodeURIComponent(afterSignUp)}` }, { replace: true });
      const { signInWithPassword } = await loadSignIn();
      await signInWithPassword(checked.email, checked.password);
      await completeSignIn(TOASTS.welcome);
    } catch (error) {
      toast({
        title: FAILURES.signUp,
        description: error instanceof Error ? error.message : t('auth.signUp.somethingWrong'),
        variant: 'destructive',
      });
    }
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.signUp.title')}</h1>
      <p className="lead">{t('auth.signUp.lead')}</p>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.signUp.submit')}
        busyLabel={t('auth.signUp.busy')}
      >
        <TextField label={t('auth.signUp.fullName')} autoComplete="name" {...bind('name')} />
        <EmailField {...bind('email')} />
        <NewPasswordFields
          label={t('auth.password')}
          confirmLabel={t('auth.signUp.confirmPassword')}
          password={bind('password')}
          confirmation={bind('confirmPassword')}
        />
        <RoleChoice
          legend={t('auth.signUp.roleLegend', { brand: BRAND.name })}
          value={role}
          onChange={setRole}
          options={roleOptions()}
        />
      </AuthForm>
      <SocialButtons />
      <p className="auth-note">
        {richText('auth.signUp.agree', {
          terms: <Link to="/terms">{t('auth.signUp.terms')}</Link>,
          privacy: <Link to="/privacy">{t('auth.signUp.privacy')}</Link>,
        })}
      </p>
      <ul className="auth-links">
        <li>
          {richText('auth.signUp.haveAccount', {
            signIn: <Link to={href('/auth/signin')}>{t('auth.signUp.signIn')}</Link>,
          })}
        </li>
      </ul>
    </section>
  );
}

/** After sign-up: the confirmation link is in the mail, with a resend. */
function CheckYourEmail({ email }: { email: string }) {
  useDocumentTitle(t('auth.checkEmail.title'));
  const href = useAuthHref();
  const sending = useBusy();
  const completeSignIn = useCompleteSignIn();
  const afterSignUp = useNewAccountNext();

  // The link opens in another tab: this tab confirms and signs in with Amplify's auto sign-in,
  // then the auth screen sends both tabs on (sign-up-handoff.ts).
  useEffect(
    () =>
      takeConfirmationsFor(email, async (code) => {
        const api = await loadSignUp();
        let outcome: 'signed-in' | 'confirmed';
        try {
          outcome = await api.confirmAndSignIn(email, code);
        } catch (error) {
          const message = api.confirmErrorMessage(error);
          // Already confirmed: the link was opened before; the account is fine, sign in as usual.
          return message === null ? { result: 'confirmed' } : { result: 'failed', message };
        }
        if (outcome === 'confirmed') return { result: 'confirmed' };
        await completeSignIn(TOASTS.welcome);
        return { result: 'signed-in', next: afterSignUp };
      }),
    [email, afterSignUp, completeSignIn],
  );
  const resend = async () => {
    const api = await loadSignUp().catch(() => null);
    try {
      if (!api) throw new Error(NETWORK_ERROR_MESSAGE);
      await api.resendConfirmation(email, afterSignUp);
      toast({ ...TOASTS.checkEmail, variant: 'success' });
    } catch (error) {
      toast({
        title: FAILURES.signUp,
        description: api ? api.signUpErrorMessage(error) : NETWORK_ERROR_MESSAGE,
        variant: 'destructive',
      });
    }
  };
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <StepHeading>{t('auth.checkEmail.title')}</StepHeading>
      <p className="lead">{richText('auth.checkEmail.sent', { email: <strong>{email}</strong> })}</p>
      <p className="muted">{t('auth.checkEmail.spam')}</p>
      <div className="actions">
        <BusyButton busy={sending.busy} busyLabel={t('auth.signIn.sending')} onClick={() => void sending.run(resend)}>
          {t('auth.checkEmail.resend')}
        </BusyButton>
        <Link to={href('/auth/signin')} className="btn btn-secondary">
          {t('auth.backToSignIn')}
        </Link>
      </div>
    </section>
  );
}

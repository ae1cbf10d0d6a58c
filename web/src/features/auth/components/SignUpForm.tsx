import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_ROLE, type Role } from '@shared/constants';
import { BusyButton, TextField, useBusy, useFields } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FAILURES, ROLE_LABELS, TOASTS } from '../auth-texts';
import { loadOrToast, loadSchemas, loadSignIn, loadSignUp } from '../lazy-modules';
import { takeConfirmationsFor } from '../sign-up-handoff';
import { AuthForm, useAuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { NewPasswordFields } from './NewPasswordFields';
import { RoleChoice } from './RoleChoice';
import { StepHeading } from './StepHeading';
import { SocialButtons } from './SocialButtons';
import { useAuthHref, useCompleteSignIn, useNewAccountNext } from '../hooks/auth-form-hooks';

const ROLE_OPTIONS = [
  { value: 'player' as const, label: ROLE_LABELS.player },
  { value: 'host' as const, label: ROLE_LABELS.host },
];

/** Sign-up: name, e-mail, password twice, role; then 'Check your email' for the confirmation link. */
export function SignUpForm() {
  useDocumentTitle('Sign Up');
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
        description: error instanceof Error ? error.message : 'Something went wrong',
        variant: 'destructive',
      });
    }
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Sign Up</h1>
      <p className="lead">Create your account to join and host games near you.</p>
      <AuthForm form={form} onSubmit={handleSubmit} submitLabel="Create Account" busyLabel="Creating account...">
        <TextField label="Full name" autoComplete="name" {...bind('name')} />
        <EmailField {...bind('email')} />
        <NewPasswordFields
          label="Password"
          confirmLabel="Confirm password"
          password={bind('password')}
          confirmation={bind('confirmPassword')}
        />
        <RoleChoice legend="How will you use Yaktiv?" value={role} onChange={setRole} options={ROLE_OPTIONS} />
      </AuthForm>
      <SocialButtons />
      <p className="auth-note">
        By creating an account you agree to the <Link to="/terms">Terms of service</Link> and the{' '}
        <Link to="/privacy">Privacy policy</Link>.
      </p>
      <ul className="auth-links">
        <li>
          Already have an account? <Link to={href('/auth/signin')}>Sign in</Link>
        </li>
      </ul>
    </section>
  );
}

/** After sign-up: the confirmation link is in the mail, with a resend. */
function CheckYourEmail({ email }: { email: string }) {
  useDocumentTitle('Check your email');
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
      <StepHeading>Check your email</StepHeading>
      <p className="lead">
        We sent a confirmation link to <strong>{email}</strong>. Open it to activate your account: you will be signed
        in.
      </p>
      <p className="muted">Not in your inbox? Check your spam folder, or send the link again.</p>
      <div className="actions">
        <BusyButton busy={sending.busy} busyLabel="Sending..." onClick={() => void sending.run(resend)}>
          Resend confirmation email
        </BusyButton>
        <Link to={href('/auth/signin')} className="btn btn-secondary">
          Back to sign in
        </Link>
      </div>
    </section>
  );
}

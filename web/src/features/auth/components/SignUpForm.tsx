import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_ROLE, type Role } from '../../../../../shared/constants';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-request-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FAILURES, ROLE_LABELS, TOASTS } from '../auth-texts';
import { loadSchemas, loadSignIn, loadSignUp, preload } from '../lazy-modules';
import { RoleChoice } from './RoleChoice';
import { SocialButtons } from './SocialButtons';
import { useAuthHref, useCompleteSignIn, useFocusOnMount, useFormErrors } from '../hooks/auth-form-hooks';

const ROLE_OPTIONS = [
  { value: 'player' as const, label: ROLE_LABELS.player },
  { value: 'host' as const, label: ROLE_LABELS.host },
];

/** Spec §2 sign-up: name, e-mail, password twice, role; then 'Check your email' for the confirmation link. */
export function SignUpForm() {
  useDocumentTitle('Sign Up');
  const href = useAuthHref();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [role, setRole] = useState<Role>(DEFAULT_ROLE);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, errors, show, clear } = useFormErrors();
  const completeSignIn = useCompleteSignIn();

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clear(name);
    },
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      let modules;
      try {
        modules = await Promise.all([loadSchemas(), loadSignUp()]);
      } catch {
        toast({ title: FAILURES.signUp, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
        return;
      }
      const [{ validate, confirmationError }, api] = modules;
      const checked = validate('signUp', { name: values.name, email: values.email, password: values.password, role });
      const mismatch = confirmationError(values.password, values.confirmPassword);
      if ('errors' in checked || mismatch) {
        show({ ...('errors' in checked ? checked.errors : {}), ...(mismatch ? { confirmPassword: mismatch } : {}) });
        return;
      }
      show({});
      let next: 'confirm' | 'done';
      try {
        next = await api.createAccount(checked.values);
      } catch (error) {
        console.warn('Sign up failed', error);
        const message = api.signUpErrorMessage(error);
        toast({ title: FAILURES.signUp, description: message, variant: 'destructive' });
        const name = error instanceof Error ? error.name : '';
        if (name === 'InvalidPasswordException') show({ password: message });
        else if (name === 'UsernameExistsException') show({ email: message });
        return;
      }
      if (next === 'confirm') {
        toast({ ...TOASTS.checkEmail, variant: 'success' });
        setSentTo(checked.values.email);
        return;
      }
      // The pool confirmed the account at once: sign straight in (spec §4).
      const { signInWithPassword } = await loadSignIn();
      await signInWithPassword(checked.values.email, checked.values.password);
      await completeSignIn(TOASTS.welcome);
    } catch (error) {
      toast({ title: FAILURES.signUp, description: error instanceof Error ? error.message : 'Something went wrong', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Sign Up</h1>
      <p className="lead">Create your account to join and host games near you.</p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={() => preload(loadSchemas, loadSignUp)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField label="Full name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          {...field('password')}
        />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <RoleChoice legend="How will you use Yaktiv?" value={role} onChange={setRole} options={ROLE_OPTIONS} />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <SocialButtons />
      <ul className="auth-links">
        <li>
          Already have an account? <Link to={href('/auth/signin')}>Sign in</Link>
        </li>
      </ul>
    </section>
  );
}

/** After sign-up: the confirmation link is in the mail (spec §4), with a resend. */
function CheckYourEmail({ email }: { email: string }) {
  useDocumentTitle('Check your email');
  const href = useAuthHref();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    const api = await loadSignUp().catch(() => null);
    try {
      if (!api) throw new Error(NETWORK_ERROR_MESSAGE);
      await api.resendConfirmation(email);
      toast({ ...TOASTS.checkEmail, variant: 'success' });
    } catch (error) {
      toast({ title: FAILURES.signUp, description: api ? api.signUpErrorMessage(error) : NETWORK_ERROR_MESSAGE, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title" tabIndex={-1} ref={headingRef}>
        Check your email
      </h1>
      <p className="lead">
        We sent a confirmation link to <strong>{email}</strong>. Open it to activate your account, then sign in.
      </p>
      <p className="muted">Not in your inbox? Check your spam folder, or send the link again.</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void resend()}>
          {sending ? 'Sending...' : 'Resend confirmation email'}
        </button>
        <Link to={href('/auth/signin')} className="btn btn-secondary">
          Back to sign in
        </Link>
      </div>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/TextField';
import { EmailField } from './EmailField';
import { toast } from '../../../components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-request-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FAILURES, TOASTS } from '../auth-texts';
import { loadSchemas, loadSignIn, loadSignUp, preload } from '../lazy-modules';
import { SocialButtons } from './SocialButtons';
import { useAuthHref, useCompleteSignIn, useFormErrors, useHandedEmail } from '../hooks/auth-form-hooks';

type Method = 'email' | 'phone';

/** Spec §2 sign-in: e-mail or phone with a password, social buttons, links to the other ways in. */
export function SignInForm() {
  useDocumentTitle('Sign In');
  const handedEmail = useHandedEmail();
  const href = useAuthHref();
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState(handedEmail);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { formRef, errors, show, clear } = useFormErrors();
  const completeSignIn = useCompleteSignIn();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      let modules;
      try {
        modules = await Promise.all([loadSchemas(), loadSignIn()]);
      } catch {
        toast({ title: FAILURES.signIn, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
        return;
      }
      const [{ validate }, api] = modules;
      const checked =
        method === 'email'
          ? validate('signInEmail', { email, password })
          : validate('signInPhone', { phone, password });
      if ('errors' in checked) {
        show(checked.errors);
        return;
      }
      show({});
      const username = 'email' in checked.values ? checked.values.email : checked.values.phone;
      try {
        await api.signInWithPassword(username, checked.values.password);
      } catch (error) {
        // A wrong password is an expected outcome, not an app error: warn, don't error.
        console.warn('Sign in failed', error);
        const message = api.signInErrorMessage(error);
        setUnconfirmed(message === api.EMAIL_NOT_CONFIRMED && method === 'email' ? username : null);
        toast({ title: FAILURES.signIn, description: message, variant: 'destructive' });
        return;
      }
      await completeSignIn();
    } finally {
      setPending(false);
    }
  };

  const switchTo = (next: Method) => {
    setMethod(next);
    show({});
  };

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Sign In</h1>
      <p className="lead">Welcome back. Sign in to find, join and host games.</p>
      <div className="segmented" role="group" aria-label="Sign in with">
        {(['email', 'phone'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={method === option} onClick={() => switchTo(option)}>
            {option === 'email' ? 'Email' : 'Phone'}
          </button>
        ))}
      </div>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={() => preload(loadSchemas, loadSignIn)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        {method === 'email' ? (
          <EmailField
            value={email}
            onChange={(value) => {
              setEmail(value);
              clear('email');
            }}
            error={errors.email}
          />
        ) : (
          <TextField
            label="Phone number"
            type="tel"
            name="phone"
            autoComplete="tel-national"
            inputMode="tel"
            hint="Your 10-digit mobile number; +91 is added for you."
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              clear('phone');
            }}
            error={errors.phone}
          />
        )}
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('password');
          }}
          error={errors.password}
        />
        <p className="auth-inline-link">
          <Link to={href('/auth?mode=forgot')}>Forgot password?</Link>
        </p>
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <SocialButtons />
      <ul className="auth-links">
        <li>
          <Link to={href('/auth/magic-link')}>Email me a magic link instead</Link>
        </li>
        <li>
          <Link to={href('/auth/phone')}>Sign in with a code by SMS</Link>
        </li>
        <li>
          New to Yaktiv? <Link to={href('/auth/signup')}>Create an account</Link>
        </li>
      </ul>
    </section>
  );
}

/** An unconfirmed account can ask for its confirmation link again right where it was told. */
function ResendConfirmation({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const { resendConfirmation } = await loadSignUp();
      await resendConfirmation(email);
      toast({ ...TOASTS.checkEmail, variant: 'success' });
    } catch (error) {
      toast({ title: FAILURES.signUp, description: error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="notice" role="status">
      <p>Your email isn't confirmed yet. Open the link we sent you, or get a new one.</p>
      <button type="button" className="btn btn-secondary btn-small" disabled={sending} onClick={() => void resend()}>
        {sending ? 'Sending...' : 'Resend confirmation email'}
      </button>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/TextField';
import { EmailField } from './EmailField';
import { toast } from '../../../components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-request-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FAILURES, TOASTS } from '../auth-texts';
import { loadResetPassword, loadSchemas, preload } from '../lazy-modules';
import { sanitizeCode } from '../phone';
import { useAuthHref, useFormErrors, useHandedEmail } from '../hooks/auth-form-hooks';

/** Asks the pool to mail a reset code; the answer is the same for unknown addresses. */
async function requestCode(email: string): Promise<boolean> {
  const api = await loadResetPassword().catch(() => null);
  if (!api) {
    toast({ title: FAILURES.reset, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
    return false;
  }
  try {
    await api.requestPasswordReset(email);
    toast({ ...TOASTS.resetCodeSent, variant: 'success' });
    return true;
  } catch (error) {
    console.warn('Password reset request failed', error);
    toast({ title: FAILURES.reset, description: api.resetErrorOf(error).message, variant: 'destructive' });
    return false;
  }
}

/** Forgotten password (users expect it; the spec is silent): e-mail, then the mailed code and a new password. */
export function ForgotPassword() {
  useDocumentTitle('Reset Password');
  const href = useAuthHref();
  const handedEmail = useHandedEmail();
  const [email, setEmail] = useState(handedEmail);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Reset Password</h1>
      {codeSentTo ? (
        <ResetStep email={codeSentTo} onChangeEmail={() => setCodeSentTo(null)} />
      ) : (
        <RequestStep email={email} onEmailChange={setEmail} onSent={setCodeSentTo} />
      )}
      <ul className="auth-links">
        <li>
          <Link to={href('/auth/signin')}>Back to sign in</Link>
        </li>
      </ul>
    </section>
  );
}

function RequestStep({ email, onEmailChange, onSent }: { email: string; onEmailChange: (email: string) => void; onSent: (email: string) => void }) {
  const [pending, setPending] = useState(false);
  const { formRef, errors, show, clear } = useFormErrors();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const schemas = await loadSchemas().catch(() => null);
      if (!schemas) {
        toast({ title: FAILURES.reset, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
        return;
      }
      const checked = schemas.validate('forgotRequest', { email });
      if ('errors' in checked) {
        show(checked.errors);
        return;
      }
      show({});
      if (await requestCode(checked.values.email)) onSent(checked.values.email);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <p className="lead">Enter your account's email and we'll send you a code to set a new password.</p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={() => preload(loadSchemas, loadResetPassword)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <EmailField
          value={email}
          onChange={(value) => {
            onEmailChange(value);
            clear('email');
          }}
          error={errors.email}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Sending...' : 'Send Reset Code'}
        </button>
      </form>
    </>
  );
}

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const href = useAuthHref();
  const [values, setValues] = useState({ code: '', password: '', confirmPassword: '' });
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
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
        modules = await Promise.all([loadSchemas(), loadResetPassword()]);
      } catch {
        toast({ title: FAILURES.reset, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
        return;
      }
      const [{ validate, confirmationError }, api] = modules;
      const checked = validate('forgotReset', { code: values.code, password: values.password });
      const mismatch = confirmationError(values.password, values.confirmPassword);
      if ('errors' in checked || mismatch) {
        show({ ...('errors' in checked ? checked.errors : {}), ...(mismatch ? { confirmPassword: mismatch } : {}) });
        return;
      }
      show({});
      try {
        await api.setNewPassword(email, checked.values.code, checked.values.password);
      } catch (error) {
        console.warn('Password reset failed', error);
        const { field, message } = api.resetErrorOf(error);
        if (field) show({ [field]: message });
        toast({ title: FAILURES.reset, description: message, variant: 'destructive' });
        return;
      }
      toast({ ...TOASTS.passwordReset, variant: 'success' });
      navigate(href('/auth?mode=signin'), { replace: true, state: { email } });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <p className="lead">
        If <strong>{email}</strong> has an account, we emailed it a 6-digit code. Enter it with your new password.
      </p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={() => preload(loadSchemas, loadResetPassword)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField
          autoFocus
          label="Reset code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          value={values.code}
          onChange={(event) => set('code', sanitizeCode(event.target.value))}
          error={errors.code}
        />
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
          error={errors.confirmPassword}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Saving...' : 'Set New Password'}
        </button>
      </form>
      <div className="actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={resending}
          onClick={() => {
            setResending(true);
            void requestCode(email).finally(() => setResending(false));
          }}
        >
          {resending ? 'Sending...' : 'Resend code'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onChangeEmail}>
          Use a different email
        </button>
      </div>
    </>
  );
}

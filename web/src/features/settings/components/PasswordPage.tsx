import { useRef, useState, type FormEvent } from 'react';
import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { newPasswordProblem } from '@shared/rules/password-policy';
import { BusyButton, SubmitButton, TextField, useBusy } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { changePassword, mailPasswordCode, passwordErrorOf, setPasswordWithCode } from '../api/change-password';
import { SettingsPage } from './SettingsPage';

type Errors = Partial<Record<'current' | 'password' | 'confirm' | 'code' | 'form', string>>;

/** Settings → Change password, or how to sign in for an account that has no password of its own. */
export function PasswordPage() {
  return (
    <SettingsPage title="Change password">
      {({ user }) =>
        user.socialProvider ? (
          <p className="settings-card">
            You sign in with {providerLabel(user.socialProvider)}, so your account has no {BRAND.name} password to
            change. Your {providerLabel(user.socialProvider)} account’s own password and security settings protect it.
          </p>
        ) : !user.email ? (
          <p className="settings-card">
            You sign in with a code we text to {user.phone ?? 'your phone'}, so there is no password to change. Each
            code works once, for a few minutes.
          </p>
        ) : (
          <>
            <ChangePasswordForm />
            <SetWithCode email={user.email} />
          </>
        )
      }
    </SettingsPage>
  );
}

const providerLabel = (provider: string) =>
  /apple/i.test(provider)
    ? 'Apple'
    : /google/i.test(provider)
      ? 'Google'
      : /facebook/i.test(provider)
        ? 'Facebook'
        : provider;

/** The new password and its confirmation, checked as the pool will check them. */
function newPasswordErrors(password: string, confirm: string): Errors {
  const errors: Errors = {};
  const problem = newPasswordProblem(password);
  if (problem) errors.password = problem;
  else if (password !== confirm) errors.confirm = MESSAGES.passwordsDoNotMatch;
  return errors;
}

function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const focus = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
  return { formRef, focus };
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const fresh = useNewPassword();
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const saving = useBusy();
  const { formRef, focus } = useFocusFirstError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(current ? {} : { current: 'Enter your current password' }),
      ...newPasswordErrors(fresh.password, fresh.confirm),
    };
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length) return focus();
    void saving.run(async () => {
      try {
        await changePassword(current, fresh.password);
        setCurrent('');
        fresh.clear();
        setDone(true);
        toast({
          title: 'Password changed',
          description: 'Use your new password next time you sign in.',
          variant: 'success',
        });
      } catch (error) {
        const { field, message } = passwordErrorOf(error);
        setErrors({ [field === 'code' ? 'form' : field]: message });
        focus();
      }
    });
  };

  return (
    <form ref={formRef} className="form settings-card" noValidate onSubmit={submit} aria-labelledby="change-password">
      <h2 id="change-password">Change your password</h2>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {done ? (
        <p className="settings-success" role="status">
          Your password is changed.
        </p>
      ) : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        name="current-password"
        value={current}
        error={errors.current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields fresh={fresh} errors={errors} />
      <SubmitButton busy={saving.busy} busyLabel="Changing..." block>
        Change password
      </SubmitButton>
    </form>
  );
}

/** A new password and its confirmation, as typed. */
function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const clear = () => {
    setPassword('');
    setConfirm('');
  };
  return { password, confirm, setPassword, setConfirm, clear };
}
type NewPassword = ReturnType<typeof useNewPassword>;

function NewPasswordFields({ fresh, errors }: { fresh: NewPassword; errors: Errors }) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        name="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        value={fresh.password}
        error={errors.password}
        onChange={(event) => fresh.setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        name="confirm-password"
        value={fresh.confirm}
        error={errors.confirm}
        onChange={(event) => fresh.setConfirm(event.target.value)}
      />
    </>
  );
}

/** For an account that never had a password (it signs in by e-mail link) or forgot it: a mailed code sets one. */
function SetWithCode({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const fresh = useNewPassword();
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const sending = useBusy();
  const saving = useBusy();
  const { formRef, focus } = useFocusFirstError();

  const send = () =>
    sending.run(async () => {
      try {
        await mailPasswordCode(email);
        setSent(true);
        setErrors({});
      } catch (error) {
        setErrors({ form: passwordErrorOf(error).message });
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(/^\d{6}$/.test(code.trim()) ? {} : { code: code.trim() ? MESSAGES.codeInvalid : MESSAGES.codeRequired }),
      ...newPasswordErrors(fresh.password, fresh.confirm),
    };
    setErrors(found);
    if (Object.keys(found).length) return focus();
    void saving.run(async () => {
      try {
        await setPasswordWithCode(email, code.trim(), fresh.password);
        setDone(true);
        setSent(false);
        toast({ title: 'Password set', description: 'Use it next time you sign in.', variant: 'success' });
      } catch (error) {
        const { field, message } = passwordErrorOf(error);
        setErrors({ [field === 'current' ? 'form' : field]: message });
        focus();
      }
    });
  };

  return (
    <section className="settings-card" aria-labelledby="set-password">
      <h2 id="set-password">No password yet, or forgot it?</h2>
      <p>
        If you sign in with e-mail links, or don’t remember your password, we can e-mail a 6-digit code to {email} to
        set a new one.
      </p>
      {done ? (
        <p className="settings-success" role="status">
          Your new password is set.
        </p>
      ) : null}
      {!sent ? (
        <>
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <BusyButton
            busy={sending.busy}
            busyLabel="Sending..."
            className="btn btn-secondary btn-block"
            onClick={() => void send()}
          >
            E-mail me a code
          </BusyButton>
        </>
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={submit}>
          <p role="status">We sent a code to {email}. It works for one hour.</p>
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <TextField
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            name="code"
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <NewPasswordFields fresh={fresh} errors={errors} />
          <SubmitButton busy={saving.busy} busyLabel="Saving..." block>
            Set password
          </SubmitButton>
          <BusyButton
            busy={sending.busy}
            busyLabel="Sending..."
            className="btn btn-secondary btn-block"
            onClick={() => void send()}
          >
            Send a new code
          </BusyButton>
        </form>
      )}
    </section>
  );
}

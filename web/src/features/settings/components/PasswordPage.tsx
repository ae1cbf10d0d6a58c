import { useRef, useState, type FormEvent } from 'react';
import { BRAND } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { newPasswordProblem } from '@shared/rules/password-policy';
import { BusyButton, SubmitButton, TextField, useBusy } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { localMessage } from '@web/lib/i18n/local-message';
import { changePassword, mailPasswordCode, passwordErrorOf, setPasswordWithCode } from '../api/change-password';
import { t } from '../texts';
import { SettingsPage } from './SettingsPage';

type Errors = Partial<Record<'current' | 'password' | 'confirm' | 'code' | 'form', string>>;

/** Settings → Change password, or how to sign in for an account that has no password of its own. */
export function PasswordPage() {
  return (
    <SettingsPage title={t('settings.password.title')}>
      {({ user }) =>
        user.socialProvider ? (
          <p className="settings-card">
            {t('settings.password.social', { provider: providerLabel(user.socialProvider), brand: BRAND.name })}
          </p>
        ) : !user.email ? (
          <p className="settings-card">
            {t('settings.password.phone', { phone: user.phone ?? t('settings.password.yourPhone') })}
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
  if (problem) errors.password = localMessage(problem);
  else if (password !== confirm) errors.confirm = localMessage(MESSAGES.passwordsDoNotMatch);
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
      ...(current ? {} : { current: t('settings.password.currentRequired') }),
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
          title: t('settings.password.changed'),
          description: t('settings.password.changedDetail'),
          variant: 'success',
        });
      } catch (error) {
        const { field, message } = passwordErrorOf(error);
        setErrors({ [field === 'code' ? 'form' : field]: localMessage(message) });
        focus();
      }
    });
  };

  return (
    <form ref={formRef} className="form settings-card" noValidate onSubmit={submit} aria-labelledby="change-password">
      <h2 id="change-password">{t('settings.password.changeHeading')}</h2>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {done ? (
        <p className="settings-success" role="status">
          {t('settings.password.isChanged')}
        </p>
      ) : null}
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        name="current-password"
        value={current}
        error={errors.current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields fresh={fresh} errors={errors} />
      <SubmitButton busy={saving.busy} busyLabel={t('settings.password.changing')} block>
        {t('settings.password.change')}
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
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        name="new-password"
        hint={t('settings.password.newHint')}
        value={fresh.password}
        error={errors.password}
        onChange={(event) => fresh.setPassword(event.target.value)}
      />
      <TextField
        label={t('settings.password.confirmNew')}
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
        setErrors({ form: localMessage(passwordErrorOf(error).message) });
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(/^\d{6}$/.test(code.trim())
        ? {}
        : { code: localMessage(code.trim() ? MESSAGES.codeInvalid : MESSAGES.codeRequired) }),
      ...newPasswordErrors(fresh.password, fresh.confirm),
    };
    setErrors(found);
    if (Object.keys(found).length) return focus();
    void saving.run(async () => {
      try {
        await setPasswordWithCode(email, code.trim(), fresh.password);
        setDone(true);
        setSent(false);
        toast({ title: t('settings.password.set'), description: t('settings.password.setDetail'), variant: 'success' });
      } catch (error) {
        const { field, message } = passwordErrorOf(error);
        setErrors({ [field === 'current' ? 'form' : field]: localMessage(message) });
        focus();
      }
    });
  };

  return (
    <section className="settings-card" aria-labelledby="set-password">
      <h2 id="set-password">{t('settings.password.noneYet')}</h2>
      <p>{t('settings.password.codeOffer', { email })}</p>
      {done ? (
        <p className="settings-success" role="status">
          {t('settings.password.isSet')}
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
            busyLabel={t('settings.password.sending')}
            className="btn btn-secondary btn-block"
            onClick={() => void send()}
          >
            {t('settings.password.mailCode')}
          </BusyButton>
        </>
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={submit}>
          <p role="status">{t('settings.password.codeSent', { email })}</p>
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <TextField
            label={t('settings.password.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            name="code"
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <NewPasswordFields fresh={fresh} errors={errors} />
          <SubmitButton busy={saving.busy} busyLabel={t('settings.password.saving')} block>
            {t('settings.password.setButton')}
          </SubmitButton>
          <BusyButton
            busy={sending.busy}
            busyLabel={t('settings.password.sending')}
            className="btn btn-secondary btn-block"
            onClick={() => void send()}
          >
            {t('settings.password.newCode')}
          </BusyButton>
        </form>
      )}
    </section>
  );
}

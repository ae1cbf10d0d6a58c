import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../texts';

interface TypedPassCodeProps {
  code: string;
  onCodeChange: (code: string) => void;
  checking: boolean;
  /** A non-blank code, trimmed. */
  onCheckIn: (code: string) => void;
}

/** 'Type a pass code': for a pass the camera can't read. A blank code is refused at the field. */
export function TypedPassCode({ code, onCodeChange, checking, onCheckIn }: TypedPassCodeProps) {
  const [codeError, setCodeError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setCodeError(t('requests.checkIn.codeRequired'));
      inputRef.current?.focus();
      return;
    }
    setCodeError(null);
    onCheckIn(typed);
  };

  return (
    <section className="card" aria-labelledby="typed-title">
      <h2 id="typed-title">{t('requests.checkIn.typedTitle')}</h2>
      <form className="typed-code" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={inputId}>{t('requests.checkIn.codeLabel')}</label>
          <input
            ref={inputRef}
            id={inputId}
            value={code}
            autoCapitalize="none"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${inputId}-error` : undefined}
            onChange={(e) => {
              onCodeChange(e.target.value);
              if (codeError) setCodeError(null);
            }}
          />
          {codeError ? (
            <p id={`${inputId}-error`} className="field-error">
              {codeError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={checking}>
          {t('requests.checkIn.submit')}
        </button>
      </form>
    </section>
  );
}

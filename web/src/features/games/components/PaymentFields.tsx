import { PLATFORM_FEE_TYPES } from '@shared/constants';
import { Field, Options, type BoundText, type ControlElement, type FieldErrors } from '@web/components/form';
import type { GameFormValues, TextFieldName } from '../game-form';
import { t } from '../game-form-texts';

interface PaymentFieldsProps {
  values: GameFormValues;
  errors: FieldErrors;
  bind: (name: TextFieldName) => BoundText;
}

/** How players pay a paid game: instructions, the host's UPI ID and the platform fee. */
export function PaymentFields({ values, errors, bind }: PaymentFieldsProps) {
  const percent = values.platform_fee_type === 'percentage';
  const field = (name: TextFieldName, label: string, control: ControlElement) => (
    <Field label={label} error={errors[name]}>
      {control}
    </Field>
  );
  return (
    <fieldset className="form-section">
      <legend>{t('gameform.payment.legend')}</legend>
      {field(
        'payment_instructions',
        t('gameform.payment.instructions'),
        <textarea {...bind('payment_instructions')} rows={3} maxLength={1000} />,
      )}
      {field(
        'host_upi_id',
        t('gameform.payment.upi'),
        <input
          {...bind('host_upi_id')}
          autoComplete="off"
          autoCapitalize="none"
          placeholder={t('gameform.payment.upiPlaceholder')}
        />,
      )}
      {field(
        'platform_fee_type',
        t('gameform.payment.fee'),
        <select {...bind('platform_fee_type')}>
          <Options items={PLATFORM_FEE_TYPES} labelOf={(type) => t(`gameform.payment.fee.${type}`)} />
        </select>,
      )}
      {values.platform_fee_type !== 'none'
        ? field(
            'platform_fee_amount',
            percent ? t('gameform.payment.feePercent') : t('gameform.payment.feeRupees'),
            <input
              {...bind('platform_fee_amount')}
              type="number"
              inputMode="decimal"
              min={0}
              max={percent ? 100 : undefined}
              step={percent ? 0.1 : 0.01}
            />,
          )
        : null}
    </fieldset>
  );
}

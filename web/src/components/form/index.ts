/**
 * The form kit: every form in the app is built from these pieces.
 *
 *   const form = useForm();
 *   const onSubmit = form.submit(async () => {
 *     const { schema } = await loadSchemas();          // zod arrives lazily (decision 009)
 *     const values = form.validate(schema, { name }, { failure: { title: 'Validation Error' } });
 *     if (!values) return;                              // errors shown, first one focused, toast raised
 *     try { await save(values); } catch (error) { form.showErrors({ name: messageOf(error) }); }
 *   });
 *   <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
 *     <TextField label="Name" name="name" value={name} error={form.errors.name}
 *       onChange={(e) => { setName(e.target.value); form.clearErrors('name'); }} />
 *     <TextField label="Email" type="email" {...fields.bind('email')} />   // const fields = useFields({ email: '' }, form)
 *     <Field label="Sport" hint="…" error={form.errors.sport}><select …>…</select></Field>
 *     <Field label="Cover" error={form.errors.cover}>{(control) => <MyControl {...control} />}</Field>
 *     <SubmitButton busy={form.busy} busyLabel="Saving..." block>Save</SubmitButton>
 *   </form>
 *
 * - Field: label, optional hint, the control, its error. It gives the control an id,
 *   aria-invalid and aria-describedby (hint then error): a single element child (input, textarea,
 *   select, or a custom control taking those props) gets them cloned in; a function child gets
 *   them to spread where they belong. Pass `id` when something else must point at the control.
 * - TextField: Field around an <input>; every other prop goes to the input.
 * - SubmitButton: type=submit, disabled and saying `busyLabel` while `busy`; `block` = full width.
 * - BusyButton + useBusy(): the same for an action outside a submit (resend, send again):
 *     const resend = useBusy();
 *     <BusyButton busy={resend.busy} busyLabel="Sending..." className="btn btn-secondary"
 *       onClick={() => void resend.run(sendAgain)}>Resend code</BusyButton>
 * - useForm(): formRef (put it on the <form>), errors (field → message), busy, and
 *   validate(schema, input, { failure?, extra?, keyOf? }) → values or null;
 *   showErrors(errors, failure?) for errors found elsewhere (the server's); clearErrors(...fields);
 *   submit(run) → the onSubmit handler (preventDefault, busy, double-submit guard).
 *   Any shown error focuses the first invalid control in page order; `failure` raises a
 *   destructive toast whose description defaults to the first error.
 * - useFields(initial, form): the text values; set(name, value) also clears that field's error;
 *   bind(name, transform?) → { name, value, error, onChange } to spread on a TextField.
 * - checkInput(schema, input, { extra?, keyOf? }) and firstErrorPerField(issues, keyOf?): the same
 *   check as pure functions, for code that validates outside a component.
 * Nothing here imports zod at run time, so a form's first paint stays light.
 */
export { Field, describedBy, type ControlElement, type ControlProps, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { LazyCheckedForm } from './LazyCheckedForm';
export { Options } from './Options';
export { BusyButton, SubmitButton, useBusy, type BusyButtonProps, type SubmitButtonProps } from './SubmitButton';
export { useForm, type FailureToast, type FormKit, type Schema, type ValidateOptions } from './use-form';
export { useFields, type BoundText } from './use-fields';
export {
  checkInput,
  firstErrorPerField,
  topLevelKey,
  type CheckResult,
  type FieldErrors,
  type IssueLike,
  type SafeParse,
} from './field-errors';

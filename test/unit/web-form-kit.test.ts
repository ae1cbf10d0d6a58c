import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  checkInput,
  describedBy,
  type ControlProps,
  Field,
  type FieldProps,
  firstErrorPerField,
  SubmitButton,
  TextField,
} from '@web/components/form';

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
/** A Field around `children`, which createElement without JSX passes as a prop. */
const field = (props: Omit<FieldProps, 'children'>, children: FieldProps['children']) =>
  h(Field, { ...props, children });
const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('form kit: Field', () => {
  it('labels an input and describes it by its hint and its error, marking it invalid', () => {
    const html = render(
      field({ label: 'Title', hint: 'Short', error: 'Title is required', id: 't' }, h('input', { name: 'title' })),
    );
    expect(attr(html, 'label', 'for')).toBe('t');
    expect(attr(html, 'input', 'id')).toBe('t');
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    expect(attr(html, 'input', 'aria-describedby')).toBe('t-hint t-error');
    expect(html).toContain('<p id="t-hint" class="field-hint">Short</p>');
    expect(html).toContain('<p id="t-error" class="field-error">Title is required</p>');
  });

  it('wires a select and a textarea the same way, and leaves a valid control unmarked', () => {
    const select = render(
      field({ label: 'Sport', error: 'Pick one', id: 's' }, h('select', null, h('option', null, 'x'))),
    );
    expect(attr(select, 'select', 'aria-invalid')).toBe('true');
    expect(attr(select, 'select', 'aria-describedby')).toBe('s-error');
    const textarea = render(field({ label: 'About', hint: 'Optional', id: 'a' }, h('textarea')));
    expect(attr(textarea, 'textarea', 'aria-invalid')).toBeUndefined();
    expect(attr(textarea, 'textarea', 'aria-describedby')).toBe('a-hint');
    expect(textarea).not.toContain('field-error');
  });

  it('hands the control props to a custom control through a function child', () => {
    const html = render(
      field({ label: 'Cover', error: 'Too big', id: 'c' }, (control: ControlProps) =>
        h('div', { role: 'group', 'data-control': control.id, 'aria-invalid': control['aria-invalid'] }),
      ),
    );
    expect(attr(html, 'div', 'data-control')).toBe('c');
    expect(html).toContain('aria-invalid="true"');
  });

  it('generates an id when none is given, shared by label and control', () => {
    const html = render(h(TextField, { label: 'Email', name: 'email', error: 'Bad' }));
    const id = attr(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(html, 'label', 'for')).toBe(id);
    expect(attr(html, 'input', 'aria-describedby')).toBe(`${id}-error`);
    expect(attr(html, 'input', 'name')).toBe('email');
  });

  it('describedBy lists the hint before the error and nothing when neither is there', () => {
    expect(describedBy('x', true, true)).toBe('x-hint x-error');
    expect(describedBy('x', false, true)).toBe('x-error');
    expect(describedBy('x', false, false)).toBeUndefined();
  });
});

describe('form kit: SubmitButton', () => {
  it('is disabled and says the busy label while busy', () => {
    const busy = render(h(SubmitButton, { busy: true, busyLabel: 'Saving...', block: true }, 'Save'));
    expect(busy).toBe(
      '<button type="submit" class="btn btn-primary btn-block" disabled="" aria-busy="true">Saving...</button>',
    );
    const idle = render(h(SubmitButton, { busy: false, busyLabel: 'Saving...' }, 'Save'));
    expect(idle).toBe('<button type="submit" class="btn btn-primary">Save</button>');
  });
});

describe('form kit: checking input with a zod schema', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name is required').max(3, 'Too long'),
    age: z.number({ message: 'Age is a number' }),
  });

  it('returns the parsed values when the input passes', () => {
    expect(checkInput(schema, { name: 'Ann', age: 3 })).toEqual({ ok: true, values: { name: 'Ann', age: 3 } });
  });

  it('keeps the first message of each field, in issue order', () => {
    const result = checkInput(schema, { name: '', age: 'x' });
    expect(result).toEqual({ ok: false, errors: { name: 'Name is required', age: 'Age is a number' } });
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['name', 'age']);
  });

  it('adds errors found beside the schema and fails on them alone', () => {
    expect(
      checkInput(schema, { name: 'Ann', age: 3 }, { extra: { confirm: 'Passwords do not match', other: undefined } }),
    ).toEqual({
      ok: false,
      errors: { confirm: 'Passwords do not match' },
    });
  });

  it('names nested fields with a custom key', () => {
    const nested = z.object({ list: z.array(z.object({ text: z.string().min(1, 'Empty') })) });
    const issues = nested.safeParse({ list: [{ text: 'a' }, { text: '' }] });
    expect(issues.success).toBe(false);
    if (issues.success) return;
    expect(firstErrorPerField(issues.error.issues)).toEqual({ list: 'Empty' });
    expect(firstErrorPerField(issues.error.issues, (path) => path.join('.'))).toEqual({ 'list.1.text': 'Empty' });
  });
});

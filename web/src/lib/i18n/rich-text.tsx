import { Fragment, type ReactNode } from 'react';
import { t } from './texts';

// Marks a placeholder's place in the translated text; no message contains this character.
const MARK = '\u0000';

/**
 * A text with elements inside it ('Read more in the {policy}.' with a link for `{policy}`): each
 * language puts the element where its sentence needs it, instead of the sentence being cut in parts.
 */
export function richText(id: string, elements: Record<string, ReactNode>): ReactNode {
  const marked = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(id, marked)
    .split(MARK)
    .map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, always in the same order.
      <Fragment key={index}>{index % 2 === 1 ? elements[part] : part}</Fragment>
    ));
}

import type { ReactElement } from 'react';
import type { BoundText, ControlElement, FieldErrors } from '@web/components/form';
import type { GameFormValues, TextFieldName } from '../../game-form';

/** What each section of the game form gets from the form: the values, their errors and ways to change them. */
export interface GameFormParts {
  values: GameFormValues;
  errors: FieldErrors;
  /** A text control's name, value and onChange. */
  bind: (name: TextFieldName) => BoundText;
  /** Sets these values and clears their errors (or the ones listed). */
  change: (next: Partial<GameFormValues>, clears?: string[]) => void;
  /** Derives the values from the current ones, then clears the errors listed. */
  update: (apply: (current: GameFormValues) => GameFormValues, clears: string[]) => void;
  /** A labelled field around a control, with its hint and error. */
  field: (name: TextFieldName, label: string, control: ControlElement, hint?: string) => ReactElement;
}

import type { Ref } from 'react';
import { CloseIcon, SearchIcon } from './icons';
import { t } from './texts';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The input's accessible name. */
  label: string;
  maxLength: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Runs after Clear search has emptied the box (the search overlay puts the focus back in it). */
  onCleared?: () => void;
}

/** A search landmark that filters as the player types, with a Clear search button once something is typed. */
export function SearchBox({ value, onChange, placeholder, label, maxLength, inputRef, onCleared }: SearchBoxProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark has to be the form itself, which filters as the player types; a <search> wrapper would only add an element around it.
    <form className="search-box" role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchIcon />
      <input
        ref={inputRef}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={maxLength}
      />
      {value ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.search.clear')}
          onClick={() => {
            onChange('');
            onCleared?.();
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </form>
  );
}

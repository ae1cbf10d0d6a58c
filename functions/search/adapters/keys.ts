import type { SearchKind } from '../ports';

// The search index's keys (decision 023): one item per (document, token) in the token's own
// partition, sorted by start (communities, which have none, after every game), so a query reads
// upcoming entries soonest first and stops; and a vocabulary of tokens, so a prefix finds its
// tokens first.

const searchTokenPartition = (token: string) => `SEARCHTOKEN#${token}`;
/** Sorts after every ISO start: documents without one (communities) come last. */
const NO_START = '~';

export const searchKeys = {
  searchDoc: (kind: SearchKind, id: string) => ({ pk: `SEARCHDOC#${kind}#${id}`, skPrefix: 'TOKEN#' }),
  searchToken: (kind: SearchKind, id: string, token: string, start: string | null) => ({
    pk: `SEARCHDOC#${kind}#${id}`,
    sk: `TOKEN#${token}`,
    gsi4pk: searchTokenPartition(token),
    gsi4sk: `${start ?? NO_START}#${kind}#${id}`,
  }),
  /** bySearchToken: the entries of one token, from a start on. */
  searchTokenEntries: (token: string, from: string) => ({ gsi4pk: searchTokenPartition(token), gsi4skFrom: from }),
  /** A token anything was ever indexed under, in a partition per first two letters. */
  searchVocabulary: (token: string) => ({ pk: `SEARCHVOCAB#${token.slice(0, 2)}`, sk: `TOKEN#${token}` }),
  searchVocabularyPrefix: (word: string) => ({ pk: `SEARCHVOCAB#${word.slice(0, 2)}`, skPrefix: `TOKEN#${word}` }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const SEARCH_ITEM_TYPES = {
  searchToken: 'search-token',
  searchVocabulary: 'search-vocabulary',
} as const;

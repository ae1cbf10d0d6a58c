// Illustrations for the Train placeholder: sample coaches and sessions, named by their keys in the
// 'train' texts. They are examples of what the area will hold, and the screen labels them as such.

export const TRAIN_SPORTS = ['cricket', 'football', 'badminton', 'tennis', 'pickleball', 'swimming'] as const;

/** The kinds of training, each with a title key and `<key>.text` for its line. */
export const TRAINING_KINDS = ['coaching', 'group', 'drills', 'programs'] as const;

/** A list of sample items, each offering the same action (disabled until the area opens). */
interface SampleList {
  /** The list's heading key (its note is `<key>.note`), and the id that labels the list with it. */
  heading: { id: string; key: string };
  action: string;
  /** A badge shown on every item of the list. */
  badge?: string;
  /** Each item's key (its line is `<key>.detail`, with the sport it is in). */
  items: { key: string; sport: (typeof TRAIN_SPORTS)[number] }[];
}

// The sample lists: featured coaches, then upcoming sessions.
export const SAMPLE_LISTS: SampleList[] = [
  {
    heading: { id: 'train-coaches', key: 'coaches' },
    action: 'book',
    items: [
      { key: 'coachA', sport: 'cricket' },
      { key: 'coachB', sport: 'badminton' },
      { key: 'coachC', sport: 'football' },
    ],
  },
  {
    heading: { id: 'train-sessions', key: 'sessions' },
    action: 'join',
    badge: 'upcoming',
    items: [
      { key: 'nets', sport: 'cricket' },
      { key: 'doubles', sport: 'badminton' },
    ],
  },
];

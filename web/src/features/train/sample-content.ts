// Illustrations for the Train placeholder: sample coaches and sessions.
// They are examples of what the area will hold, and the screen labels them as such.

export const TRAIN_SPORTS = ['Cricket', 'Football', 'Badminton', 'Tennis', 'Pickleball', 'Swimming'] as const;

export const TRAINING_KINDS = [
  { title: 'Coaching', text: 'One-to-one sessions with a coach' },
  { title: 'Group Training', text: 'Train with players at your level' },
  { title: 'Drills', text: 'Short routines to sharpen a skill' },
  { title: 'Programs', text: 'Week-by-week plans towards a goal' },
] as const;

/** A list of sample items, each offering the same action (disabled until the area opens). */
interface SampleList {
  /** The list's heading, and the id that labels the list with it. */
  heading: { id: string; title: string };
  note: string;
  action: string;
  /** A badge shown on every item of the list. */
  badge?: string;
  items: { name: string; detail: string }[];
}

// The sample lists: featured coaches, then upcoming sessions.
export const SAMPLE_LISTS: SampleList[] = [
  {
    heading: { id: 'train-coaches', title: 'Featured Coaches' },
    note: 'Sample content: these are examples, not real coaches.',
    action: 'Book',
    items: [
      { name: 'Sample coach A', detail: 'Cricket · Batting technique' },
      { name: 'Sample coach B', detail: 'Badminton · Footwork and smashes' },
      { name: 'Sample coach C', detail: 'Football · Fitness and passing' },
    ],
  },
  {
    heading: { id: 'train-sessions', title: 'Upcoming Sessions' },
    note: 'Sample content: these sessions are examples and cannot be joined.',
    action: 'Join',
    badge: 'Upcoming',
    items: [
      { name: 'Morning nets (sample)', detail: 'Cricket · Weekend mornings' },
      { name: 'Doubles clinic (sample)', detail: 'Badminton · Weekday evenings' },
    ],
  },
];

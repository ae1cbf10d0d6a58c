// Illustrations for the Train placeholder: sample coaches and sessions.
// They are examples of what the area will hold, and the screen labels them as such.

export const TRAIN_SPORTS = ['Cricket', 'Football', 'Badminton', 'Tennis', 'Pickleball', 'Swimming'] as const;

export const TRAINING_KINDS = [
  { title: 'Coaching', text: 'One-to-one sessions with a coach' },
  { title: 'Group Training', text: 'Train with players at your level' },
  { title: 'Drills', text: 'Short routines to sharpen a skill' },
  { title: 'Programs', text: 'Week-by-week plans towards a goal' },
] as const;

export const SAMPLE_COACHES = [
  { name: 'Sample coach A', sport: 'Cricket', focus: 'Batting technique' },
  { name: 'Sample coach B', sport: 'Badminton', focus: 'Footwork and smashes' },
  { name: 'Sample coach C', sport: 'Football', focus: 'Fitness and passing' },
] as const;

export const SAMPLE_SESSIONS = [
  { title: 'Morning nets (sample)', sport: 'Cricket', when: 'Weekend mornings' },
  { title: 'Doubles clinic (sample)', sport: 'Badminton', when: 'Weekday evenings' },
] as const;

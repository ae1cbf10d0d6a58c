// What players and hosts read about friends joining a game together.
export const PLAYING_TOGETHER_TEXT = {
  inviteTitle: 'Playing with friends?',
  inviteHint: 'Send friends on Yaktiv this link. When they join through it, the host sees you play together.',
  inviteButton: 'Invite friends to play with you',
  inviteShareText: 'Join me in this game on Yaktiv, we play together:',
  copied: 'Link copied',
  joiningWithFriend: "You are joining with a friend's group. The host can keep you on one side.",
  playingWith: (names: string[]) => `Playing together with ${names.join(', ')}`,
  playingWithFriends: "Joined with a friend's group",
} as const;

export const PLAYING_TOGETHER_MESSAGES = {
  invalid:
    'This group link is not for this game, or the friend who sent it is no longer in it. Ask them for a new link, or join on your own.',
  ownLink: 'This is your own group link: send it to your friends instead.',
} as const;

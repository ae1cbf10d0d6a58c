/** Passes and check-ins with no signal. */
export const OFFLINE_TEXT = {
  savedAt: (time: string) => `Offline copy — saved ${time}`,
  passesHeading: 'Your passes, saved on this phone',
  passesLead: "You're offline. These are the passes you opened before; the host can scan them as usual.",
  queued: 'Queued — will send when online',
  sending: 'Sending queued check-ins...',
} as const;

// 'Not now' on the push card is remembered on this device, so the card doesn't come back on every
// visit; Settings → Notifications can still turn push on at any time.

const NOT_NOW = 'yaktiv.push-prompt.not-now';

export function pushPromptDeclined(): boolean {
  try {
    return localStorage.getItem(NOT_NOW) !== null;
  } catch {
    return false;
  }
}

export function declinePushPrompt(): void {
  try {
    localStorage.setItem(NOT_NOW, new Date().toISOString());
  } catch {
    // Storage may be off (private mode): the card simply asks again next time.
  }
}

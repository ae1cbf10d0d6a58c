import { describe, expect, it } from 'vitest';
import { offerToSignUpTab, takeConfirmationsFor } from '@web/features/auth/sign-up-handoff';

// The confirmation link's tab hands its code to the tab that signed up (Node has
// BroadcastChannel, so both ends run here as two tabs would).
describe('sign-up handoff', () => {
  it('with no sign-up tab listening, nobody takes the code', async () => {
    expect(await offerToSignUpTab('tara@example.test', '123456', 50, 200)).toBeNull();
  });

  it('the sign-up tab for that address confirms with the code and answers, even if its screen goes away meanwhile', async () => {
    const codes: string[] = [];
    let stop: () => void = () => undefined;
    stop = takeConfirmationsFor('Tara@Example.test', async (code) => {
      codes.push(code);
      stop(); // signing in unmounts the listening screen before the answer goes out
      return { result: 'signed-in', next: '/game/g1?join=1' };
    });
    expect(await offerToSignUpTab('tara@example.test', '654321', 500, 2000)).toEqual({
      result: 'signed-in',
      next: '/game/g1?join=1',
    });
    expect(codes).toEqual(['654321']);
  });

  it('a tab waiting for another address stays out of it; a failure comes back as one', async () => {
    const stopOther = takeConfirmationsFor('someone@example.test', async () => ({ result: 'confirmed' }));
    expect(await offerToSignUpTab('tara@example.test', '111111', 100, 500)).toBeNull();
    stopOther();
    const stop = takeConfirmationsFor('tara@example.test', async () => {
      throw new Error('Invalid code');
    });
    expect(await offerToSignUpTab('tara@example.test', '111111', 500, 2000)).toEqual({
      result: 'failed',
      message: 'Invalid code',
    });
    stop();
  });
});

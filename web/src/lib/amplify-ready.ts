// The shell renders before /config.json is read (see main.tsx); anything that talks to Cognito
// waits on this promise, which resolves once Amplify has been configured.
let markReady: () => void = () => undefined;

export const amplifyReady: Promise<void> = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markAmplifyReady(): void {
  markReady();
}

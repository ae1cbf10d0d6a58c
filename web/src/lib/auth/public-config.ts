import type { PublicConfig } from '@shared/schemas/public-config';

// The public config as read at boot, for the screens that need more than Amplify does
// (which social providers exist, the local pool's stand-in pages). Resolved by configureAmplify.
let provide: (config: PublicConfig) => void = () => undefined;

export const publicConfig: Promise<PublicConfig> = new Promise<PublicConfig>((resolve) => {
  provide = resolve;
});

export function providePublicConfig(config: PublicConfig): void {
  provide(config);
}

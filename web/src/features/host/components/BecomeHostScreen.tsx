import { ComingSoon } from '../../../components/ComingSoon';

export function BecomeHostScreen() {
  return (
    <ComingSoon
      title="Become a Host"
      summary="Applying as a host arrives soon: players will apply to host games and communities, free of charge. Applications cannot be sent yet."
    />
  );
}

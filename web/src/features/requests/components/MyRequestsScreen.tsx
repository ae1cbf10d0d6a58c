import { ComingSoon } from '../../../components/ComingSoon';

export function MyRequestsScreen() {
  return (
    <ComingSoon
      title="My Game Requests"
      summary="Your game requests arrive soon: every game you asked to join will be listed here with its status and your game pass. No requests are loaded yet."
      points={['Status of each request: pending, accepted, confirmed, waitlisted or rejected', 'Your game pass QR code, made on your phone so it works without signal', 'Nudge the host of a pending request']}
    />
  );
}

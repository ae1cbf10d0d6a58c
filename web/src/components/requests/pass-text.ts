// A copy of PASS_TEXT (shared/schemas/join.ts brings zod; decision 014); test/unit/web-joins-shapes.test.ts keeps it equal.
export const PASS_TEXT = {
  title: 'Your Game Pass',
  viewQr: 'View QR Code',
  instruction: 'Show this QR code to the host at the venue to confirm your attendance',
} as const;

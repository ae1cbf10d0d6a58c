/** The query parameter the create form adds when it lands the host on their new game (the share prompt). */
export const JUST_CREATED = 'created';

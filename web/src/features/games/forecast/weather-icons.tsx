import { Icon } from '@web/components/icons';

// The forecast line's two pictures: rain likely or not. Decorative: the line's words say it all.

export const RainCloudIcon = () => (
  <Icon>
    <path d="M20 15.5A4.5 4.5 0 0 0 17.5 7.3 6 6 0 0 0 6 9a4 4 0 0 0 .5 8" />
    <path d="M8 19v2M12 17v4M16 19v2" />
  </Icon>
);

export const SunCloudIcon = () => (
  <Icon>
    <path d="M12 2v2M4.9 4.9l1.4 1.4M2 12h2M19.1 4.9l-1.4 1.4" />
    <path d="M15.9 11.1A4 4 0 0 0 8.1 12" />
    <path d="M17 20H8a4 4 0 1 1 1.2-7.8A5 5 0 0 1 18.9 14 3 3 0 0 1 17 20z" />
  </Icon>
);

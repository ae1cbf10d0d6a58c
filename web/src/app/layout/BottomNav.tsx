import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CommunityIcon, HomeIcon, HostIcon, PlayIcon, TrainIcon } from '@web/components/icons';
import { t } from '@web/lib/i18n/texts';
import { TABS, activeTab, type TabId } from './active-tab';

const ICONS: Record<TabId, ComponentType> = {
  home: HomeIcon,
  play: PlayIcon,
  community: CommunityIcon,
  host: HostIcon,
  train: TrainIcon,
};

export function BottomNav() {
  const current = activeTab(useLocation().pathname);
  return (
    <nav aria-label={t('shell.nav.main')} className="bottom-nav">
      <ul>
        {TABS.map((tab) => {
          const TabIcon = ICONS[tab.id];
          return (
            <li key={tab.id}>
              <Link to={tab.to} className="bottom-nav-link" aria-current={current === tab.id ? 'page' : undefined}>
                <TabIcon />
                <span>{t(`shell.nav.${tab.id}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

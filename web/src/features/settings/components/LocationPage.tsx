import { CITIES, cityById } from '@shared/cities';
import { rememberCity } from '@web/lib/cities';
import { cityName } from '@web/lib/city-name';
import { useSaveSetting } from '../hooks/use-save-settings';
import { ChoiceList } from './ChoiceList';
import { t } from '../texts';
import { SettingsPage } from './SettingsPage';

const NOT_SET = '';
const options = () => [
  ...CITIES.map((city) => ({ value: city.id as string, label: cityName(city) })),
  { value: NOT_SET, label: t('settings.location.notListed'), hint: t('settings.location.notListedHint') },
];

/** Settings → Location: the city you play in; Home and Discover show games near it first. */
export function LocationPage() {
  const save = useSaveSetting();
  return (
    <SettingsPage title={t('settings.row.location')}>
      {({ profile }) => {
        return (
          <>
            <p className="settings-note">{t('settings.location.note')}</p>
            <ChoiceList
              legend={t('settings.location.legend')}
              name="city"
              options={options()}
              value={save.shown('city', profile.city) ?? NOT_SET}
              disabled={save.busy}
              onChange={(choice) => {
                const city = cityById(choice);
                rememberCity(city?.id ?? null);
                save.save(
                  { city: city?.id ?? null },
                  city ? t('settings.location.saved', { city: cityName(city) }) : t('settings.location.cleared'),
                );
              }}
            />
          </>
        );
      }}
    </SettingsPage>
  );
}

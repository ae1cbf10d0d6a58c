import { CITIES, cityById } from '@shared/cities';
import { rememberCity } from '@web/lib/cities';
import { useSaveSetting } from '../hooks/use-save-settings';
import { ChoiceList } from './ChoiceList';
import { SettingsPage } from './SettingsPage';

const NOT_SET = '';
const OPTIONS = [
  ...CITIES.map((city) => ({ value: city.id as string, label: city.name })),
  { value: NOT_SET, label: 'My city isn’t listed', hint: 'Home and Discover use your location instead.' },
];

/** Settings → Location: the city you play in; Home and Discover show games near it first. */
export function LocationPage() {
  const save = useSaveSetting();
  return (
    <SettingsPage title="Location">
      {({ profile }) => {
        return (
          <>
            <p className="settings-note">Where do you play? Home and Discover show games near this city first.</p>
            <ChoiceList
              legend="Your city"
              name="city"
              options={OPTIONS}
              value={save.shown('city', profile.city) ?? NOT_SET}
              disabled={save.busy}
              onChange={(choice) => {
                const city = cityById(choice);
                rememberCity(city?.id ?? null);
                save.save({ city: city?.id ?? null }, city ? `You play in ${city.name}.` : 'No city set.');
              }}
            />
          </>
        );
      }}
    </SettingsPage>
  );
}

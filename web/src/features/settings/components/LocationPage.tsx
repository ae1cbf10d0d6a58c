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
        const stored = profile.city ?? NOT_SET;
        const pending = save.isPending ? save.variables.changes.city : undefined;
        return (
          <>
            <p className="settings-note">Where do you play? Home and Discover show games near this city first.</p>
            <ChoiceList
              legend="Your city"
              name="city"
              options={OPTIONS}
              value={pending === undefined ? stored : (pending ?? NOT_SET)}
              disabled={save.isPending}
              onChange={(choice) => {
                const city = cityById(choice);
                rememberCity(city?.id ?? null);
                save.mutate({
                  changes: { city: city?.id ?? null },
                  saved: city ? `You play in ${city.name}.` : 'No city set.',
                });
              }}
            />
          </>
        );
      }}
    </SettingsPage>
  );
}

import { Options } from './form/Options';
import { CITIES } from '@web/lib/cities';
import { cityName } from '@web/lib/city-name';

/** A city select's options: a disabled prompt (the value while no city is chosen), then every city. */
export function CityOptions({ prompt }: { prompt: string }) {
  return (
    <>
      <option value="" disabled>
        {prompt}
      </option>
      <Options items={CITIES} labelOf={cityName} idOf={(city) => city.id} />
    </>
  );
}

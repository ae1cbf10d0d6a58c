import { CITIES } from '@web/lib/cities';

/** A city select's options: a disabled prompt (the value while no city is chosen), then every city. */
export function CityOptions({ prompt }: { prompt: string }) {
  return (
    <>
      <option value="" disabled>
        {prompt}
      </option>
      {CITIES.map((city) => (
        <option key={city.id} value={city.id}>
          {city.name}
        </option>
      ))}
    </>
  );
}

/**
 * What a bar chart says to a screen reader (its aria-label): the span it covers, the total and
 * the highest bar. Pure, so the words are tested against the same numbers the table shows.
 */
export function barChartSummary(
  title: string,
  categories: readonly string[],
  values: readonly number[],
  format: (value: number) => string,
): string {
  if (categories.length === 0) return `${title}: nothing yet`;
  const span = categories.length === 1 ? categories[0] : `${categories[0]} to ${categories[categories.length - 1]}`;
  const total = values.reduce((sum, value) => sum + value, 0);
  let top = 0;
  values.forEach((value, index) => {
    if (value > values[top]!) top = index;
  });
  const highest = total === 0 ? 'all zero' : `highest ${format(values[top]!)} (${categories[top]})`;
  return `${title}, ${span}: total ${format(total)}, ${highest}`;
}

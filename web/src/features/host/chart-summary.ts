import { t } from './texts';

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
  if (categories.length === 0) return t('host.chart.empty', { title });
  const span =
    categories.length === 1
      ? categories[0]
      : t('host.chart.span', { first: categories[0], last: categories[categories.length - 1] });
  const total = values.reduce((sum, value) => sum + value, 0);
  let top = 0;
  values.forEach((value, index) => {
    if (value > values[top]!) top = index;
  });
  const highest =
    total === 0
      ? t('host.chart.allZero')
      : t('host.chart.highest', { value: format(values[top]!), category: categories[top] });
  return t('host.chart.summary', { title, span, total: format(total), highest });
}

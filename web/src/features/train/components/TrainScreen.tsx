import { useDocumentTitle } from '@web/lib/use-document-title';
import { sportLabel } from '@web/lib/games/format';
import { SAMPLE_LISTS, TRAINING_KINDS, TRAIN_SPORTS } from '../sample-content';
import { t } from '../texts';

/** Train: a static Coming Soon placeholder. Every control is disabled and says so. */
export function TrainScreen() {
  useDocumentTitle(t('train.title'));
  return (
    <div className="screen train">
      <header className="screen-header">
        <p className="badge badge-soon">{t('train.soon')}</p>
        <h1>{t('train.title')}</h1>
        <p className="lead">{t('train.lead')}</p>
      </header>

      <div className="field">
        <label htmlFor="train-search" className="visually-hidden">
          {t('train.searchLabel')}
        </label>
        <input id="train-search" type="search" placeholder={t('train.searchPlaceholder')} disabled />
      </div>

      {/* The chips scroll sideways: a labelled region the keyboard can reach and scroll (the chips themselves are disabled). */}
      <section
        className="chips-scroller"
        aria-label={t('train.sports')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable and scrollable from the keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
      >
        <ul className="chips">
          {TRAIN_SPORTS.map((sport) => (
            <li key={sport}>
              <button type="button" className="chip" disabled>
                {sportLabel(sport)}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="train-kinds">
        <h2 id="train-kinds">{t('train.kinds')}</h2>
        <ul className="grid-2">
          {TRAINING_KINDS.map((kind) => (
            <li key={kind} className="card card-disabled">
              <h3>{t(`train.kind.${kind}`)}</h3>
              <p className="muted">{t(`train.kind.${kind}.text`)}</p>
              <span className="badge badge-soon">{t('train.soon')}</span>
            </li>
          ))}
        </ul>
      </section>

      {SAMPLE_LISTS.map((list) => (
        <section key={list.heading.id} aria-labelledby={list.heading.id}>
          <h2 id={list.heading.id}>{t(`train.${list.heading.key}`)}</h2>
          <p className="sample-note">{t(`train.${list.heading.key}.note`)}</p>
          <ul className="stack">
            {list.items.map((item) => (
              <li key={item.key} className="card card-disabled row">
                <div>
                  {list.badge ? <span className="badge">{t(`train.${list.badge}`)}</span> : null}
                  <h3>{t(`train.${item.key}`)}</h3>
                  <p className="muted">{t(`train.${item.key}.detail`, { sport: sportLabel(item.sport) })}</p>
                </div>
                <button type="button" className="btn btn-secondary btn-small" disabled>
                  {t('train.action', { action: t(`train.${list.action}`) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

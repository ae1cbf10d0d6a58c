import { useDocumentTitle } from '@web/lib/use-document-title';
import { SAMPLE_LISTS, TRAINING_KINDS, TRAIN_SPORTS } from '../sample-content';

/** Train: a static Coming Soon placeholder. Every control is disabled and says so. */
export function TrainScreen() {
  useDocumentTitle('Train');
  return (
    <div className="screen train">
      <header className="screen-header">
        <p className="badge badge-soon">Coming Soon</p>
        <h1>Train</h1>
        <p className="lead">
          Coaching, group training, drills and programs arrive soon. Nothing here can be searched or booked yet.
        </p>
      </header>

      <div className="field">
        <label htmlFor="train-search" className="visually-hidden">
          Search coaches and programs (coming soon)
        </label>
        <input id="train-search" type="search" placeholder="Search coaches, drills and programs" disabled />
      </div>

      {/* The chips scroll sideways: a labelled region the keyboard can reach and scroll (the chips themselves are disabled). */}
      <section
        className="chips-scroller"
        aria-label="Sports (coming soon)"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable and scrollable from the keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
      >
        <ul className="chips">
          {TRAIN_SPORTS.map((sport) => (
            <li key={sport}>
              <button type="button" className="chip" disabled>
                {sport}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="train-kinds">
        <h2 id="train-kinds">Ways to train</h2>
        <ul className="grid-2">
          {TRAINING_KINDS.map((kind) => (
            <li key={kind.title} className="card card-disabled">
              <h3>{kind.title}</h3>
              <p className="muted">{kind.text}</p>
              <span className="badge badge-soon">Coming Soon</span>
            </li>
          ))}
        </ul>
      </section>

      {SAMPLE_LISTS.map((list) => (
        <section key={list.heading.id} aria-labelledby={list.heading.id}>
          <h2 id={list.heading.id}>{list.heading.title}</h2>
          <p className="sample-note">{list.note}</p>
          <ul className="stack">
            {list.items.map((item) => (
              <li key={item.name} className="card card-disabled row">
                <div>
                  {list.badge ? <span className="badge">{list.badge}</span> : null}
                  <h3>{item.name}</h3>
                  <p className="muted">{item.detail}</p>
                </div>
                <button type="button" className="btn btn-secondary btn-small" disabled>
                  {`${list.action} · Coming Soon`}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

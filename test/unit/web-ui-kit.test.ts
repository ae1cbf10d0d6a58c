import { createElement as h } from 'react';
import { renderToStaticMarkup as render } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BusyButton } from '@web/components/form';
import { Button, buttonClass } from '@web/components/ui/Button';
import { EmptyState } from '@web/components/ui/EmptyState';

describe('ui kit: Button', () => {
  it('draws each variant and size with the shared classes, type=button unless told', () => {
    expect(render(h(Button, null, 'Go'))).toBe('<button type="button" class="btn btn-primary">Go</button>');
    expect(buttonClass('ghost', 'small')).toBe('btn btn-ghost btn-small');
    expect(buttonClass('danger', 'large', true)).toBe('btn btn-danger btn-large btn-block');
    expect(render(h(Button, { variant: 'secondary', type: 'submit', className: 'x' }, 'Save'))).toBe(
      '<button type="submit" class="btn btn-secondary x">Save</button>',
    );
  });

  it('while loading is disabled and busy, so a second tap cannot send twice', () => {
    const html = render(h(Button, { loading: true }, 'Pay'));
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(render(h(Button, { loading: false }, 'Pay'))).not.toContain('aria-busy');
  });

  it('a busy form button says so to screen readers and shows the spinner', () => {
    const html = render(h(BusyButton, { busy: true, busyLabel: 'Saving...' }, 'Save'));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('>Saving...<');
    expect(render(h(BusyButton, { busy: false, busyLabel: 'Saving...' }, 'Save'))).not.toContain('aria-busy');
  });
});

describe('ui kit: EmptyState', () => {
  it('names what is missing with a heading of the given level, with its help and its way out', () => {
    const html = render(
      h(
        EmptyState,
        {
          title: 'No join requests yet',
          level: 3,
          icon: h('svg'),
          action: h('a', { href: '/discover' }, 'Find Games'),
        },
        'Players will appear here',
      ),
    );
    expect(html).toContain('<h3 class="empty-state-title">No join requests yet</h3>');
    expect(html).toContain('<span class="empty-state-icon" aria-hidden="true"><svg></svg></span>');
    expect(html).toContain('<div class="empty-state-text">Players will appear here</div>');
    expect(html).toContain('<a href="/discover">Find Games</a>');
    expect(render(h(EmptyState, { title: 'Nothing' }))).toBe(
      '<div class="card empty-state"><h2 class="empty-state-title">Nothing</h2></div>',
    );
  });
});

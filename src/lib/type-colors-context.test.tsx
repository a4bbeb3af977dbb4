import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionEnded } from './session-reset';
import { colorsForTypes } from './type-colors';
import { TypeColorsProvider, useShareTypeColors, useTypeColor } from './type-colors-context';

const many = colorsForTypes(['alarm', 'fuel', 'ignition', 'tyre']);

function Chart() {
  useShareTypeColors(many);
  return null;
}

function OneEvent({ type }: { type: string }) {
  return <p>{`${type}: ${useTypeColor(type)}`}</p>;
}

/** The events page (a chart), then a page of one event in its place, as the router shows them. */
function Pages() {
  const [page, setPage] = useState<'events' | 'detail'>('events');
  return (
    <>
      <button type="button" onClick={() => setPage('detail')}>
        Open
      </button>
      {page === 'events' ? <Chart /> : <OneEvent type="tyre" />}
    </>
  );
}

describe('type colours shared with a page of one event', () => {
  it('colours the type as the chart before it did, until the session ends', () => {
    render(
      <TypeColorsProvider>
        <Pages />
      </TypeColorsProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(many.get('tyre')).not.toBe(colorsForTypes(['tyre']).get('tyre'));
    expect(screen.getByText(`tyre: ${many.get('tyre')}`)).toBeInTheDocument();
    act(() => sessionEnded('au'));
    expect(screen.getByText(`tyre: ${colorsForTypes(['tyre']).get('tyre')}`)).toBeInTheDocument();
  });

  it('without a chart before it, colours the type as it would alone', () => {
    render(
      <TypeColorsProvider>
        <OneEvent type="door" />
      </TypeColorsProvider>,
    );
    expect(screen.getByText(`door: ${colorsForTypes(['door']).get('door')}`)).toBeInTheDocument();
  });
});

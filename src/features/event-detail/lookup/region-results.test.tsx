import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storeFromEvents } from '../../event-data';
import { testRegions } from '../../../testing/test-config';
import { RegionResults } from './region-results';
import type { RegionState } from './use-regions-lookup';

const { au, nz, qa } = testRegions;
const form = { type: 'driver', id: '9', date: '2026-11-30', all: true };
const found = storeFromEvents([
  { id: 9, type: 'driver', action: 'Work', timeAt: Date.parse('2026-11-29T10:00:00Z') },
]).event(0);

function renderStates(states: Record<string, RegionState>) {
  render(
    <MemoryRouter>
      <RegionResults
        regions={[au, nz, qa]}
        states={states}
        form={form}
        zone="UTC"
        tz="UTC"
        onRetry={vi.fn()}
        onGoOn={vi.fn()}
      />
    </MemoryRouter>,
  );
  const list = screen.getByRole('list', { name: 'By region' });
  return (label: string) => within(list).getByRole('listitem', { name: label });
}

describe("each region's line of a lookup across regions", () => {
  it('says a region was not searched because another had the event, and where', () => {
    const row = renderStates({
      au: { kind: 'found', event: found },
      nz: { kind: 'stopped', span: null },
      qa: { kind: 'notSignedIn' },
    });
    expect(row('New Zealand')).toHaveTextContent('Not searched: found in Australia');
    expect(row('QA')).toHaveTextContent('Not signed in');
  });

  it('says which dates a region searched without finding it, however its search ended', () => {
    const row = renderStates({
      au: { kind: 'notFound', span: { from: '2026-11-27', to: '2026-12-03' } },
      nz: { kind: 'stopped', span: { from: '2026-11-28', to: '2026-12-02' } },
      qa: { kind: 'stopped', span: null },
    });
    expect(row('Australia')).toHaveTextContent('Searched 2026-11-27 – 2026-12-02: not there');
    expect(row('New Zealand')).toHaveTextContent('Stopped. Searched 2026-11-28 – 2026-12-01: not there');
    expect(row('QA')).toHaveTextContent('Not searched: stopped');
    expect(screen.queryByText(/nowhere/)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventsHandler, eventsOfDate } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

const { au } = testRegions;
const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';

describe('an event past the reader limits', () => {
  it('is shown with what fits beside the rest of its day, and the read report names it', async () => {
    server.use(
      eventsHandler(au, (date) => {
        if (date !== '2026-11-20') return undefined;
        const [first, second] = eventsOfDate(date);
        const wide: Record<string, unknown> = { ...first, id: 777 };
        for (let i = 0; i < 20_000; i += 1) wide[`sensor${i}`] = i;
        return HttpResponse.json([wide, second, { ...second, id: 778, location: 'y'.repeat(50_000) }]);
      }),
    );
    storeApiKeySession('au');
    const user = userEvent.setup();
    renderApp(oneDay);
    expect(await screen.findByText(/3 of 3 events/)).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'About this load' });
    await user.click(within(status).getByRole('button', { name: 'Details' }));
    const cuts = await screen.findByLabelText('Events cut to fit');
    expect(cuts).toHaveTextContent('2 events held more than the reader keeps of one event');
    expect(cuts).toHaveTextContent(
      '2026-11-20, ignition 777: 500 of its 20,001 attributes and extra fields kept',
    );
    expect(cuts).toHaveTextContent('ignition 778: location cut from 50,000 to 10,000 characters');
  });
});

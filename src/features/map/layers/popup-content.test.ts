import { describe, expect, it } from 'vitest';
import type { PointProps } from '../fixes';
import { popupContent } from './popup-content';

const event: PointProps = {
  row: 0,
  id: '981',
  type: 'ignition',
  action: 'ON',
  timeAt: Date.parse('2026-11-20T08:00:00Z'),
  vehicleId: 40010024,
};
const hrefOf = () => '/au/events/ignition/981?at=1';

describe('popupContent', () => {
  it('names the vehicle once its name is known, with the id', () => {
    const popup = popupContent(
      [event],
      'UTC',
      hrefOf,
      () => undefined,
      1,
      (kind, id) =>
        kind === 'vehicle' && id === 40010024
          ? { name: 'Ute 12', secondary: 'AB-12-CD', source: 'api' }
          : undefined,
    );
    expect(popup.textContent).toBe(
      'ignition ON #981 · 2026-11-20 08:00:00 · vehicle Ute 12 · AB-12-CD (40010024)',
    );
  });

  it('shows the id while there is no name, as text only', () => {
    const popup = popupContent([{ ...event, action: '<b>x</b>' }], 'UTC', hrefOf, () => undefined);
    expect(popup.textContent).toContain('· vehicle 40010024');
    expect(popup.querySelector('b')).toBeNull();
  });

  it('in presenter mode shows the pseudonym alone, with no plate or id, in the text and the replay button', () => {
    const popup = popupContent(
      [event],
      'UTC',
      hrefOf,
      () => undefined,
      1,
      (kind) => (kind === 'vehicle' ? { name: 'Vehicle 7', source: 'api', masked: true } : undefined),
      () => undefined,
    );
    expect(popup.textContent).toContain('· vehicle Vehicle 7');
    expect(popup.innerHTML).not.toContain('40010024');
  });
});

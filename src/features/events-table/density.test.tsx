import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DensityToggle, useDensity } from './density';

function Harness() {
  const [density, setDensity] = useDensity();
  return <DensityToggle density={density} onChange={setDensity} />;
}

describe('the row height', () => {
  it('is standard at first; compact once chosen, and still on the next visit', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Compact rows' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    first.unmount();

    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'true');
  });
});

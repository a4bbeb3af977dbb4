import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Shortcuts } from './shortcuts';

function setup() {
  const search = createRef<HTMLInputElement>();
  render(
    <>
      <input aria-label="Search" ref={search} />
      <input type="checkbox" role="switch" aria-label="Live" />
      <Shortcuts search={search} />
    </>,
  );
  return userEvent.setup();
}

describe('keyboard shortcuts', () => {
  it('"?" on a switch lists the shortcuts: a switch takes no text', async () => {
    const user = setup();
    screen.getByRole('switch', { name: 'Live' }).focus();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('"?" typed into a text field is text, and "/" elsewhere goes to the search', async () => {
    const user = setup();
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('?');
    expect(search).toHaveValue('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    screen.getByRole('switch', { name: 'Live' }).focus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
  });
});

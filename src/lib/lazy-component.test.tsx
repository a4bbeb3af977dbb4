import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state: { error: string | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('shows the fallback, then the component with its props; loads once, and at once afterwards', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyComponent(load);
    const first = render(<Lazy name="Ada" fallback={<p role="status">Loading…</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    first.unmount();
    render(<Lazy name="Grace" fallback={<p role="status">Loading…</p>} />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows at once, without the fallback, when preloaded before its first render', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyComponent(load);
    Lazy.preload();
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // A task later, the module's promise has settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Lazy name="Ada" fallback={<p role="status">Loading…</p>} />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload go, and loads again on the first render', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyComponent(load);
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(<Lazy name="Ada" fallback={null} />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a failed load to the error boundary, and a later render tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyComponent(load);
    const first = render(
      <Boundary>
        <Lazy name="Ada" fallback={null} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    first.unmount();
    render(<Lazy name="Ada" fallback={null} />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what it is given for a failed load in its place, and loads again when asked', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyComponent(load, {
      failed: (retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ),
    });
    render(
      <Boundary>
        <p>The rest of the page</p>
        <Lazy name="Ada" fallback={null} />
      </Boundary>,
    );
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

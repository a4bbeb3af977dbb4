import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RippleWarmUp } from './ripple-warm-up';

describe('RippleWarmUp', () => {
  it("leaves the ripple's keyframes in the document and nothing on the page", async () => {
    // A cache of its own, so no other test's ripple has put the keyframes in before.
    const cache = createCache({ key: 'warm' });
    const keyframes = () => cache.sheet.tags.some((tag) => tag.textContent.includes('@keyframes'));
    expect(keyframes()).toBe(false);
    const { container } = render(
      <CacheProvider value={cache}>
        <RippleWarmUp />
      </CacheProvider>,
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(keyframes()).toBe(true);
  });
});

import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RippleWarmUp } from './ripple-warm-up';

const keyframesInserted = () =>
  [...document.querySelectorAll('style')].some((style) => style.textContent.includes('@keyframes'));

describe('RippleWarmUp', () => {
  it("leaves the ripple's keyframes in the document and nothing on the page", async () => {
    expect(keyframesInserted()).toBe(false);
    const { container } = render(<RippleWarmUp />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(keyframesInserted()).toBe(true);
  });
});

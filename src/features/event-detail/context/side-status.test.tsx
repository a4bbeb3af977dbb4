import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideStatusLine } from './side-status';

describe('SideStatusLine', () => {
  it('while it looks, says so in words, with no unnamed progress indicator', () => {
    render(
      <SideStatusLine
        side="older"
        status={{ kind: 'loading' } as Parameters<typeof SideStatusLine>[0]['status']}
        shown={10}
        ofEntity="of vehicle 800"
        daysEachWay={7}
        onMore={() => {}}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    expect(screen.queryAllByRole('progressbar')).toEqual([]);
  });
});

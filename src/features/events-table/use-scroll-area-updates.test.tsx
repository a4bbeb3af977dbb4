import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollAreaUpdates, type ScrollArea } from './use-scroll-area-updates';

function Area({ log }: { log: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // As the table: the columns' hook and the rows' on one scroll area, each updating what it draws.
  useScrollAreaUpdates(ref, (sync: boolean, area: ScrollArea) => {
    if (sync) log.push(`columns render at ${area.left}`);
  });
  useScrollAreaUpdates(ref, (sync: boolean, area: ScrollArea) => {
    if (sync) log.push(`rows render at ${area.top}`);
  });
  return <div ref={ref} data-testid="area" />;
}

describe('useScrollAreaUpdates', () => {
  it('reads the scroll area once per scroll event, before any listener renders what it draws', () => {
    const log: string[] = [];
    const { getByTestId } = render(<Area log={log} />);
    const element = getByTestId('area');
    for (const name of ['scrollTop', 'scrollLeft', 'clientWidth', 'clientHeight'])
      Object.defineProperty(element, name, {
        get: () => {
          // A read after a render would make the browser lay the page out again to answer.
          log.push(`read ${name}`);
          return name === 'scrollLeft' ? 300 : 120;
        },
      });
    element.dispatchEvent(new Event('scroll'));
    expect(log).toEqual([
      'read scrollTop',
      'read scrollLeft',
      'read clientWidth',
      'read clientHeight',
      'columns render at 300',
      'rows render at 120',
    ]);
  });
});

import type { KeyboardEvent } from 'react';

// MUI's FilterAlt outline as a bare path: an SvgIcon per cell would add a styled component to every entity
// cell of every row a scroll builds.
const funnel =
  'M7 6h10l-5.01 6.3zm-2.75-.39C6.27 8.2 10 13 10 13v6c0 .55.45 1 1 1h2c.55 0 1-.45 1-1v-6s3.72-4.8 5.74-7.39c.51-.66.04-1.61-.79-1.61H5.04c-.83 0-1.3.95-.79 1.61';

/**
 * A cell's "filter by this" button, beside the name: the name itself opens the event, as the rest of the
 * row does. Shown while the row is hovered or selected or the button has focus (table-styles). A span
 * with the button role, not a <button>: Chromium styles a button element with its own form control rules,
 * and a fast scroll builds several of these per row every frame. Only the selected row's are tab stops,
 * so Tab from the grid reaches them without stepping through every row.
 */
export function FilterButton({
  label,
  title,
  tabbable,
  onFilter,
}: {
  label: string;
  title: string;
  tabbable: boolean;
  onFilter: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    onFilter();
  };
  return (
    <span
      role="button"
      className="events-filter"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      title={title}
      onKeyDown={onKeyDown}
      onClick={(click) => {
        click.stopPropagation();
        click.preventDefault();
        onFilter();
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={funnel} fill="currentColor" />
      </svg>
    </span>
  );
}

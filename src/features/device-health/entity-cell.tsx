/**
 * The device (or vehicle) column: kept in view while the figures scroll sideways, and of a fixed width, so
 * names arriving after the figures (or longer ones scrolled into view) move no other column under the
 * pointer. 20rem holds the demo fleets' longest name with its id.
 */
export const entityColumnSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  width: '20rem',
  minWidth: '20rem',
  maxWidth: '20rem',
  whiteSpace: 'nowrap',
} as const;

/** "Ute 12 (40010024)": a name too long for the column is cut, never its id (`id`, whose text ends it). */
export function EntityText({ text, id }: { text: string; id: number }) {
  const idText = ` (${id})`;
  if (!text.endsWith(idText)) return <span className="health-entity-cut">{text}</span>;
  return (
    <span className="health-entity-split">
      <span className="health-entity-name">{text.slice(0, -idText.length)}</span>{' '}
      <span className="health-entity-id">{idText.trim()}</span>
    </span>
  );
}

/**
 * Where a test clicks a row to open its event: in the first cell (the time). A row's middle may fall on a
 * vehicle or trip cell, whose name is a button of its own (it adds a filter), as it would for a user.
 */
export const inFirstCell = { position: { x: 16, y: 16 } } as const;

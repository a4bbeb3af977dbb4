/** What a cell holds: absent is undefined; a field sent but unreadable carries the value as sent. */
export type CellValue = string | number | boolean | undefined | { unreadable: string };

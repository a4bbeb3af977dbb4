/** How a map fits its data, when it opens and after a filter change. */
export const fitOptions = { padding: 40, maxZoom: 14 };

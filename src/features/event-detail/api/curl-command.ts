/** Single-quotes a value for a POSIX shell. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The API call as a curl command for a ticket. The key is `$API_KEY` unless the user asks to reveal it,
 * so a pasted command never leaks a credential by accident.
 */
export function curlCommand(url: string, apiKey: string | null): string {
  const auth =
    apiKey === null ? '"Authorization: Bearer $API_KEY"' : shellQuote(`Authorization: Bearer ${apiKey}`);
  return `curl -sS -H 'Accept: application/json' -H ${auth} ${shellQuote(url)}`;
}

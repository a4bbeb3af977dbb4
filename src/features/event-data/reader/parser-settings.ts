/** New strings one response may add to the pool before the rest are one code (see InternPool). */
export const defaultNewStringsPerResponse = 200_000;

export interface ParserSettings {
  /** A day still in a worker after this long fails; the workers are stopped and started again. */
  timeLimitSeconds: number;
  /** New strings one response may add to the pool, which every later day keeps (see InternPool). */
  newStringsPerResponse: number;
}

export const defaultParserSettings: ParserSettings = {
  timeLimitSeconds: 20,
  newStringsPerResponse: defaultNewStringsPerResponse,
};

// The deployment's config, the same whoever signs in: it outlives a sign-out on purpose. A module of its
// own so that the page's entry, which sets it, does not load the parser's code.
let configured = defaultParserSettings;

/** Called where the config is loaded, before the first day is read (the parsers start with these). */
export function configureEventsParser(settings: Partial<ParserSettings>): void {
  configured = { ...configured, ...settings };
}

export const configuredParserSettings = (): ParserSettings => configured;

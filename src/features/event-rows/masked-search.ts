import type { Dictionary } from '../event-data';
import { cutAddress, type Masking } from '../presenter';
import { i18n } from '../../i18n/i18n';
import { pack, type Packed } from './search-texts';

interface MaskedTexts {
  version: number;
  language: string;
  locations: Packed;
}

// One per dictionary as `dictionaryTexts`; weak, so it goes with the dictionary at sign-out.
const maskedTexts = new WeakMap<Dictionary, MaskedTexts>();

/** Every string code's text as presenter mode shows a location (cut to its suburb), in lower case. */
export function maskedLocationTexts(dictionary: Dictionary): Packed {
  let texts = maskedTexts.get(dictionary);
  if (texts?.version !== dictionary.version || texts.language !== i18n.language) {
    texts = {
      version: dictionary.version,
      language: i18n.language,
      locations: pack(dictionary.strings.map((text) => cutAddress(text).toLowerCase())),
    };
    maskedTexts.set(dictionary, texts);
  }
  return texts.locations;
}

/** Per string code, 1 when it is an attribute key whose values presenter mode shows. */
export function safeKeyCodes(dictionary: Dictionary, masking: Masking): Uint8Array {
  const codes = new Uint8Array(dictionary.strings.length);
  dictionary.strings.forEach((text, code) => {
    if (masking.safeAttributes.has(text)) codes[code] = 1;
  });
  return codes;
}

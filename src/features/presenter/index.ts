export { isPresenting, setPresenterMode, togglePresenterMode, usePresenterMode } from './presenter-mode';
export { pseudonymText, type PseudonymKind } from './pseudonyms';
export {
  currentMasking,
  cutAddress,
  hiddenText,
  maskAttributeValue,
  maskingTag,
  maskWhole,
  setMaskingRegion,
  type Masking,
} from './masking';
export { PresenterMark, PresenterMenuItem, usePresenterShortcut } from './presenter-controls';
export { maskRawEvent } from './mask-raw-event';

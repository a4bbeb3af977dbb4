export { isPresenting, setPresenterMode, usePresenterMode } from './presenter-mode';
export { pseudonymNumber, pseudonymText } from './pseudonyms';
export {
  currentMasking,
  cutAddress,
  hiddenText,
  maskAttributeValue,
  maskingTag,
  setMaskingRegion,
  type Masking,
} from './masking';
export { PresenterMark, PresenterMenuItem, usePresenterShortcut } from './presenter-controls';
export { maskRawEvent } from './mask-raw-event';

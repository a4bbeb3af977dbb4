import { i18n } from '../../../i18n/i18n';
import type { SkipReason } from './read-identity';

/**
 * Why an item the API sent is not an event, in the active language ("id: missing"); field names and the
 * value as sent are the API's and stay as they are. Call it when the text is shown.
 */
export function skipReasonText(why: SkipReason): string {
  switch (why.problem) {
    case 'missing':
      return i18n.t('filters:read.skip.missing', { field: why.field });
    case 'notWholeNumber':
      return i18n.t('filters:read.skip.notWholeNumber', { field: why.field, sent: why.sent });
    case 'notText':
      return i18n.t('filters:read.skip.notText', { field: why.field, sent: why.sent });
    case 'notNumber':
      return i18n.t('filters:read.skip.notNumber', { field: why.field, sent: why.sent });
    case 'notObject':
      return i18n.t('filters:read.skip.notObject', { sent: why.sent });
    case 'notJson':
      return i18n.t('filters:read.skip.notJson', { sent: why.sent });
    case 'notReadable':
      return i18n.t('filters:read.skip.notReadable', { detail: why.detail });
    case 'notEvent':
      return i18n.t('filters:read.skip.notEvent');
  }
}

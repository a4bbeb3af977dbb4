import { cutAddress, hiddenText, type Masking } from './masking';
import { pseudonymText } from './pseudonyms';

const idKinds = { vehicleId: 'vehicle', deviceId: 'device', companyId: 'company', tripId: 'trip' } as const;
/** Fields whose values say nothing of a customer: shown as sent. */
const plainFields = new Set(['id', 'type', 'action', 'timeAt', 'createdAt', 'odometer', 'origin', 'GPS']);
const versionField = /Version$/;

/**
 * An event in the API's shape as presenter mode shows it (the detail's raw JSON, a JSON export): the entity
 * ids as their pseudonyms, the location cut to its suburb, attribute values hidden unless their key is safe,
 * and every field the spec does not list hidden (free text, whatever it holds).
 */
export function maskRawEvent(raw: unknown, masking: Masking): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return hiddenText();
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).map(([key, value]) => {
      if (key in idKinds && (typeof value === 'number' || typeof value === 'string'))
        return [key, pseudonymText(masking.regionId, idKinds[key as keyof typeof idKinds], value)];
      if (key === 'location' && typeof value === 'string') return [key, cutAddress(value)];
      if (key === 'attributes' && value !== null && typeof value === 'object' && !Array.isArray(value))
        return [
          key,
          Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, text]) => [
              name,
              masking.safeAttributes.has(name) ? text : hiddenText(),
            ]),
          ),
        ];
      if (plainFields.has(key) || versionField.test(key)) return [key, value];
      return [key, hiddenText()];
    }),
  );
}

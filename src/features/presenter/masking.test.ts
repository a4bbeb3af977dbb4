import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../lib/session-reset';
import { cutAddress, currentMasking, maskAttributeValue, maskingTag, setMaskingRegion } from './masking';
import { setPresenterMode } from './presenter-mode';
import { pseudonymText } from './pseudonyms';

describe('masking', () => {
  it('cuts a street address to its suburb or city, and hides what cannot be told from a street', () => {
    expect(cutAddress('112 Parramatta Rd, Strathfield NSW')).toBe('Strathfield NSW');
    expect(cutAddress('Av. Paulista 1500, Pinheiros, São Paulo')).toBe('Pinheiros, São Paulo');
    expect(cutAddress('4410 Michigan Ave, Evanston, IL')).toBe('Evanston, IL');
    expect(cutAddress('Deansgate 12')).toBe('hidden');
    expect(cutAddress('')).toBe('');
  });

  it('shows an attribute value only under a key the region lists as safe', () => {
    setMaskingRegion('au', ['status']);
    expect(currentMasking()).toBeNull();
    setPresenterMode(true);
    const masking = currentMasking();
    expect(masking).not.toBeNull();
    if (!masking) return;
    expect(maskAttributeValue(masking, 'status', 'OK')).toBe('OK');
    expect(maskAttributeValue(masking, 'note', 'Call Jack Smith at the gate')).toBe('hidden');
    expect(maskingTag(masking)).not.toBe(maskingTag(null));
  });
});

describe('pseudonyms', () => {
  it('numbers each kind in order of first sight; the same entity keeps its number, another region its own', () => {
    expect(pseudonymText('au', 'vehicle', 40010024)).toBe('Vehicle 1');
    expect(pseudonymText('au', 'vehicle', 40010031)).toBe('Vehicle 2');
    expect(pseudonymText('au', 'device', 40010024)).toBe('Device 1');
    expect(pseudonymText('nz', 'vehicle', 40010024)).toBe('Vehicle 3');
    expect(pseudonymText('au', 'vehicle', 40010024)).toBe('Vehicle 1');
  });

  it("a region's sign-out drops its entities; numbers are not given again", () => {
    pseudonymText('au', 'vehicle', 7);
    pseudonymText('nz', 'vehicle', 7);
    sessionEnded('au');
    expect(pseudonymText('nz', 'vehicle', 7)).toBe('Vehicle 2');
    expect(pseudonymText('au', 'vehicle', 7)).toBe('Vehicle 3');
  });
});

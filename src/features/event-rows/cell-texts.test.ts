import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cellTexts } from './cell-texts';

async function textsIn(only: Record<string, string>) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'xx',
    ns: ['explore'],
    interpolation: { escapeValue: false },
    resources: {
      xx: {
        explore: {
          value: { yes: 'sí', no: 'no', unreadable: 'ilegible: {{value}}', unreadableTitle: '{{value}}?' },
          table: { only: only },
        },
      },
    },
  });
  return cellTexts(i18n.getFixedT('xx', 'explore'));
}

describe('cell texts', () => {
  it('put the value where the translation has its variable', async () => {
    const texts = await textsIn({
      vehicle: 'Solo el vehículo {{entity}}',
      device: '{{entity}} only',
      company: 'Company',
      trip: '{{entity}} and {{entity}}',
    });
    expect(texts.only.vehicle('Ute 12 (100)')).toBe('Solo el vehículo Ute 12 (100)');
    expect(texts.only.device('7')).toBe('7 only');
    // A translation without the variable, or with it twice, is still followed.
    expect(texts.only.company('3')).toBe('Company');
    expect(texts.only.trip('9')).toBe('9 and 9');
    expect(texts.unreadable('"abc"')).toBe('ilegible: "abc"');
    expect([texts.yes, texts.no]).toEqual(['sí', 'no']);
  });
});

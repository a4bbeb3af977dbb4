import type { PlateStyle } from './plates.ts';

/** How a region names things: its language, vehicles, people, companies and fleets. */
export interface RegionStyle {
  language: 'en' | 'es' | 'pt';
  plate: PlateStyle;
  /** Vehicle kinds ("Ute") with the makes and models a fleet there runs, and how common each kind is. */
  vehicles: { kind: string; models: string[]; weight: number }[];
  firstNames: string[];
  lastNames: string[];
  /** Company names without their legal suffix, and the suffix. */
  companies: string[];
  legalSuffix: string;
  /** A business register number in the place's format; `#` is a digit, `L` a letter. */
  registerNumber: string;
  fleets: [string, string, string, string];
  /** Driver devices: what they are called. */
  devices: string[];
  /** "Dana Demo's tablet" and the like. */
  deviceName: (device: string, driver: string) => string;
  tripName: (vehicle: string, n: number, date: string) => string;
}

export const english = {
  language: 'en' as const,
  devices: ['tablet', 'phone', 'in-cab tablet'],
  deviceName: (device: string, driver: string) => `${driver}'s ${device}`,
  tripName: (vehicle: string, n: number, date: string) => `${vehicle}, trip ${n} on ${date}`,
};
